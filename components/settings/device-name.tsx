import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { deviceParts } from "@/lib/auth/devices";

interface DeviceName {
  /** For a label ("Sign out Firefox on Linux"). */
  text: string;
  /** For the page: the browser's and system's own names marked translate="no". */
  node: ReactNode;
}

/** A browser's User-Agent in the reader's words ("Firefox unter Linux"), as lib/auth/devices.ts reads it. */
export function useDeviceName(): (userAgent: string) => DeviceName {
  const t = useTranslations("settings.sessions");
  const ownName = (chunks: ReactNode) => <span translate="no">{chunks}</span>;
  return (userAgent) => {
    if (!userAgent) return { text: t("unknownDevice"), node: t("unknownDevice") };
    const { browser, system } = deviceParts(userAgent);
    if (browser && system) {
      return {
        text: t.markup("browserOn", { browser, system, name: (chunks) => chunks }),
        node: t.rich("browserOn", { browser, system, name: ownName }),
      };
    }
    const name = browser ?? system;
    return name ? { text: name, node: ownName(name) } : { text: t("unknownBrowser"), node: t("unknownBrowser") };
  };
}
