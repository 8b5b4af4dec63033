import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Tabs } from "@/components/ui/tabs";

// Apart from pasties-view.tsx so that the browser's view of an end-to-end paste, which lays out
// the pasties it opened with it, does not import the server's pasty view (rendered code's slots).

interface PastiesLayoutProps<P extends { id: string; name: string }> {
  pasties: readonly P[];
  view: "tabbed" | "stacked";
  render: (pasty: P) => ReactNode;
}

/** Tabs named after the pasties, or one card under another: the same for pasties opened in the browser (E2E). */
export function PastiesLayout<P extends { id: string; name: string }>({ pasties, view, render }: PastiesLayoutProps<P>) {
  const t = useTranslations("paste");
  if (view === "stacked" || pasties.length === 1) return <div className="pasties-stacked">{pasties.map(render)}</div>;
  return <Tabs label={t("pasties")} items={pasties.map((pasty) => ({ key: pasty.id, label: pasty.name, panel: render(pasty) }))} />;
}
