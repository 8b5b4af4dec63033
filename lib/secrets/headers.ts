import { type SecretFindings, totalFindings } from "./findings";

// What the secret scan of a write found, as response headers: the older APIs' answers keep
// exactly the original objects' keys (published clients parse them strictly), so their warnings
// travel here; every surface says here how many there were in all (an answer lists the first
// ones) and when the scan could not be done in time.

export const SECRET_WARNINGS_HEADER = "Myst-Secret-Warnings";
export const SECRET_WARNINGS_TOTAL_HEADER = "Myst-Secret-Warnings-Total";
export const SECRET_SCAN_HEADER = "Myst-Secret-Scan";
/** Warnings listed in the header at most (the total says how many there were). */
export const HEADER_WARNINGS_MAX = 20;

export type SecretScanOutcome = SecretFindings & { scanned: boolean };

/** The headers of a write's answer; `listWarnings` for the surfaces whose bodies cannot carry them. */
export function secretScanHeaders({ scanned, ...found }: SecretScanOutcome, listWarnings: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!scanned) headers[SECRET_SCAN_HEADER] = "skipped";
  const total = totalFindings(found);
  if (total > 0) headers[SECRET_WARNINGS_TOTAL_HEADER] = String(total);
  if (listWarnings && found.warnings.length > 0) {
    headers[SECRET_WARNINGS_HEADER] = asciiJson(
      found.warnings
        .slice(0, HEADER_WARNINGS_MAX)
        .map(({ pastyId, pastyIndex, field, line, kind }) => ({ pastyId, pastyIndex, field, line, kind })),
    );
  }
  return headers;
}

/** JSON with every non-ASCII character escaped: a header value is ASCII. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
