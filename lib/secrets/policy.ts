import { env } from "../env";
import { AppError } from "../errors";
import { logger } from "../logger";
import { isRenderFailure } from "../render/pool";
import { secretScanHeaders } from "./headers";
import { scanText } from "./scanner";
import type { SecretWarning } from "./schema";

// The server's rule for secrets in pastes (SECRET_SCAN): `warn` answers a write with what was
// found, `refuse` refuses a public paste that holds a secret (422, with the same list), `off`
// does not look. Private pastes are never refused: making a paste private is one of the ways out
// the editor offers. Findings are logged by kind and count only, never with their text.

interface PastyToScan {
  /** The pasty's id, null for one the write will create. */
  id: string | null;
  content: string;
}

/**
 * What the scan before a write found: the first SECRET_WARNINGS_LISTED findings and how many
 * there were in all; `scanned` false when it could not be done in time (`warn` writes anyway).
 */
export interface SecretCheck {
  warnings: SecretWarning[];
  total: number;
  scanned: boolean;
}

/** Findings an answer lists at most: 1.9 MB of JWT-like text made 30,000, a 3.7 MB answer. */
export const SECRET_WARNINGS_LISTED = 100;

export const NOT_SCANNED: SecretCheck = { warnings: [], total: 0, scanned: false };

/**
 * The secrets in pasties about to be written, one warning per finding. Throws 422 under
 * `refuse` when the paste would be public; throws 503 under `refuse` when the scan could not be
 * done in time (`warn` lets such a write through unscanned, says so, and logs it).
 */
export async function checkSecretsBeforePublish(pasties: readonly PastyToScan[], isPrivate: boolean): Promise<SecretCheck> {
  const policy = env().SECRET_SCAN;
  if (policy === "off") return { warnings: [], total: 0, scanned: true };
  let warnings: SecretWarning[];
  try {
    const findings = await Promise.all(pasties.map((pasty) => scanText(pasty.content)));
    warnings = findings.flatMap((found, pastyIndex) =>
      found.map(({ line, kind }) => ({ pastyId: pasties[pastyIndex]!.id, pastyIndex, line, kind })),
    );
  } catch (error) {
    // By name, not instanceof: the failure may come from another copy of lib/render (pool.ts).
    if (!isRenderFailure(error)) throw error;
    logger().warn({ reason: error.reason }, "secret scan not done");
    if (policy === "refuse") {
      throw new AppError("service_unavailable", "The paste could not be checked for secrets in time. Try again shortly.", { "Retry-After": "5" });
    }
    return NOT_SCANNED;
  }
  if (warnings.length === 0) return { warnings, total: 0, scanned: true };
  const total = warnings.length;
  const listed = warnings.slice(0, SECRET_WARNINGS_LISTED);
  logger().info({ secrets: warnings.length, kinds: [...new Set(warnings.map((warning) => warning.kind))] }, "secrets found in a paste");
  if (policy === "refuse" && !isPrivate) {
    throw new AppError(
      "unprocessable",
      `The paste holds ${warnings.length === 1 ? "a secret" : `${warnings.length} secrets`} (${describeKinds(warnings)}). ` +
        "Remove them, or make the paste private.",
      secretScanHeaders({ warnings: listed, total, scanned: true }, false),
      { warnings: listed },
    );
  }
  return { warnings: listed, total, scanned: true };
}

/** The warnings of a new paste, once its pasties have ids. */
export function withPastyIds(warnings: readonly SecretWarning[], pastyIds: readonly string[]): SecretWarning[] {
  return warnings.map((warning) => ({ ...warning, pastyId: warning.pastyId ?? pastyIds[warning.pastyIndex] ?? null }));
}

function describeKinds(warnings: readonly SecretWarning[]): string {
  return [...new Set(warnings.map((warning) => `${warning.kind} in pasty ${warning.pastyIndex + 1}, line ${warning.line}`))]
    .slice(0, 5)
    .join("; ")
    .concat(warnings.length > 5 ? "; …" : "");
}
