"use client";

import { type RefObject, useMemo, useState } from "react";
import { redactSecrets } from "@/lib/editor/secrets";
import type { FormState } from "./form-state";
import { useSecretWords } from "./use-secret-words";
import { type ScannedPasty, useSecretScan } from "./use-secret-scan";

// Secrets in a paste about to go public: marked in the editor while typing, and checked once more
// before publishing, which holds the paste back while the writer chooses what to do about them
// (secrets-dialog.tsx).

export type SecretsChoice = "redact" | "private" | "publish";

export function useSecretScanGate(pasties: FormState["pasties"], formRef: RefObject<FormState>, setForm: (form: FormState) => void) {
  const secretScan = useSecretScan(pasties);
  const words = useSecretWords();
  /** Before publishing: what was found, while the writer chooses what to do about it. */
  const [found, setFound] = useState<ReadonlyMap<string, ScannedPasty> | null>(null);
  /** Each pasty's findings as editor marks, with the content they were found in. */
  const marks = useMemo(
    () =>
      new Map(
        [...secretScan.scanned].map(([key, scanned]) => [
          key,
          {
            content: scanned.content,
            findings: scanned.findings,
            marks: scanned.findings.map((finding) => ({ ...finding, badge: words.badge(finding), title: words.title(finding) })),
          },
        ]),
      ),
    [secretScan.scanned, words],
  );

  /** Scans the paste as it is now; false (and the dialog opens) when something was found. */
  async function check(current: FormState): Promise<boolean> {
    const scanned = await secretScan.scanAll(current.pasties);
    if (![...scanned.values()].some((pasty) => pasty.findings.length > 0)) return true;
    setFound(scanned);
    return false;
  }

  /**
   * The dialog's ways out: redact every secret, make the paste private, or publish as it is.
   * Closes the dialog and changes the form; true when the paste should now be sent.
   */
  function resolve(choice: SecretsChoice): boolean {
    const findings = found;
    setFound(null);
    if (!findings) return false;
    const current = formRef.current;
    if (choice === "redact") {
      const redacted = current.pasties.map((pasty) => {
        const scanned = findings.get(pasty.key);
        return scanned?.content === pasty.content && scanned.findings.length > 0
          ? { ...pasty, content: redactSecrets(pasty.content, scanned.findings) }
          : pasty;
      });
      formRef.current = { ...current, pasties: redacted };
    } else if (choice === "private") {
      formRef.current = { ...current, private: true, pinned: false, anonymous: false };
    }
    setForm(formRef.current);
    return true;
  }

  return { marks, found, check, resolve, dismiss: () => setFound(null) };
}
