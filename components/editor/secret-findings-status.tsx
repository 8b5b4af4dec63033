"use client";

import { useTranslations } from "next-intl";
import { describeFindings } from "@/lib/editor/secrets";
import { SECRET_KIND_LABELS } from "@/lib/secrets/scan.mjs";
import type { SecretFinding } from "@/lib/secrets/scan.mjs";

/** What the browser's scan found in the pasty on screen, said as it types (a live region). */
export function SecretFindingsStatus({ findings }: { findings: readonly SecretFinding[] }) {
  const t = useTranslations("editor.form");
  return (
    <p className="secret-findings" role="status" data-testid="secret-findings">
      {findings.length > 0
        ? t("secretsFound", { count: findings.length, findings: describeFindings(findings, SECRET_KIND_LABELS).join("; ") })
        : ""}
    </p>
  );
}
