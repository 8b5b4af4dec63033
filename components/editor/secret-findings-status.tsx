"use client";

import { useTranslations } from "next-intl";
import type { SecretFinding } from "@/lib/secrets/scan.mjs";
import { useSecretWords } from "./use-secret-words";

/** What the browser's scan found in the pasty on screen, said as it types (a live region). */
export function SecretFindingsStatus({ findings }: { findings: readonly SecretFinding[] }) {
  const t = useTranslations("editor.form");
  const words = useSecretWords();
  return (
    <p className="secret-findings" role="status" data-testid="secret-findings">
      {findings.length > 0 ? t("secretsFound", { count: findings.length, findings: findings.map(words.finding).join("; ") }) : ""}
    </p>
  );
}
