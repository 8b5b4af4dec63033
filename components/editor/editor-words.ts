"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { AnonymousBlocker, FlagReason } from "@/lib/editor/flags";
import type { ValidationWords } from "@/lib/editor/validation";
import { byteSize } from "@/lib/i18n/byte-size";

// The editor's rules (lib/editor) name their mistakes and reasons by key: these put them in the
// reader's words, from the editor catalogue.

/** Sizes in the reader's language ("1,5 KiB"). */
export function useByteSize(): (bytes: number) => string {
  const units = useTranslations("site.units");
  return (bytes) => byteSize(bytes, (key, values) => units(key, values));
}

/** The words of the form's own checks (lib/editor/validation.ts). */
export function useValidationWords(): ValidationWords {
  const t = useTranslations("editor.validation");
  const size = useByteSize();
  return { message: (key, values) => t(key, values), size };
}

/** Why an option is disabled or refused (lib/editor/flags.ts), with the choices that rule it out listed. */
export function useFlagReason(): (reason: FlagReason, blockers?: readonly AnonymousBlocker[]) => string {
  const t = useTranslations("editor.flags");
  const format = useFormatter();
  return (reason, blockers = []) =>
    reason === "notAnonymous"
      ? t("notAnonymous", { blockers: format.list(blockers.map((blocker) => t(`blockers.${blocker}`))) })
      : t(reason);
}
