import type { SecretFinding } from "../secrets/scan.mjs";

// The editor's side of secret scanning (lib/secrets): redaction. What the marks and the dialog
// before publishing say is worded by the editor (components/editor/use-secret-words.ts).

/** `content` with every finding's value replaced by `[REDACTED:<kind>]` (findings of this very content). */
export function redactSecrets(content: string, findings: readonly SecretFinding[]): string {
  let redacted = content;
  // From the end, so the offsets of the findings before stay valid.
  for (const finding of [...findings].sort((a, b) => b.start - a.start)) {
    redacted = `${redacted.slice(0, finding.start)}[REDACTED:${finding.kind}]${redacted.slice(finding.end)}`;
  }
  return redacted;
}
