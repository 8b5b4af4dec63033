"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { SecretFinding } from "@/lib/secrets/scan.mjs";

/**
 * The editor's words for what the secret scan found (lib/secrets): each kind as people call it in
 * the reader's language ("GitHub token"; a kind no catalogue names yet, from a rule added later,
 * by its own name), and a finding with its line ("line 3: GitHub token").
 */
export function useSecretWords() {
  const t = useTranslations("editor.secretKinds");
  const marks = useTranslations("editor.secretMarks");
  return useMemo(() => {
    const kind = (name: string) => (t.has(name as never) ? t(name as never) : name);
    return {
      kind,
      finding: (finding: SecretFinding) => marks("finding", { line: finding.line, kind: kind(finding.kind) }),
      badge: (finding: SecretFinding) => marks("badge", { kind: kind(finding.kind) }),
      title: (finding: SecretFinding) => marks("title", { kind: kind(finding.kind) }),
    };
  }, [t, marks]);
}
