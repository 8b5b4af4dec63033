import { env } from "../core/env";
import { AppError } from "../core/errors";
import { logger } from "../core/logger";
import { secretScanHeaders } from "./headers";
import { groupFindings, NO_FINDINGS, type SecretFindings, totalFindings } from "./findings";
import { isScanNotDone, scanText } from "./scanner";
import type { SecretWarning } from "./schema";

// The server's rule for secrets in pastes (SECRET_SCAN): `warn` answers a write with what was
// found, `refuse` refuses a public paste that holds a secret (422, with the same list), `off`
// does not look. Private pastes are never refused: making a paste private is one of the ways out
// the editor offers. Everything a write publishes is scanned: the paste's title and tags and
// each pasty's title and content. Findings are bounded (findings.ts) and logged by kind and
// count only, never with their text.

interface PastyToScan {
  /** The pasty's id, null for one the write will create. */
  id: string | null;
  title?: string;
  content: string;
}

/** What a write publishes; a title or tags the write does not change are left out. */
export interface TextsToScan {
  title?: string;
  tags?: readonly string[];
  pasties: readonly PastyToScan[];
}

/** What the scan before a write found; `scanned` false when it could not be done in time (`warn` writes anyway). */
export type SecretCheck = SecretFindings & { scanned: boolean };

export const NOT_SCANNED: SecretCheck = { ...NO_FINDINGS, scanned: false };
const NOTHING_FOUND: SecretCheck = { ...NO_FINDINGS, scanned: true };

/**
 * The secrets in what a write is about to publish. Throws 422 under `refuse` when the paste
 * would be public; throws 503 under `refuse` when the scan could not be done in time (`warn`
 * lets such a write through unscanned, says so, and logs it).
 */
export async function checkSecretsBeforePublish(texts: TextsToScan, isPrivate: boolean): Promise<SecretCheck> {
  const policy = env().SECRET_SCAN;
  if (policy === "off") return NOTHING_FOUND;
  let found: SecretFindings;
  try {
    found = groupFindings(await scanAll(texts));
  } catch (error) {
    if (!isScanNotDone(error)) throw error;
    logger().warn({ reason: error.reason }, "secret scan not done");
    if (policy === "refuse") {
      throw new AppError("service_unavailable", "The paste could not be checked for secrets in time. Try again shortly.", {
        "Retry-After": "5",
      });
    }
    return NOT_SCANNED;
  }
  const total = totalFindings(found);
  if (total === 0) return NOTHING_FOUND;
  logger().info({ secrets: total, kinds: found.warningCounts }, "secrets found in a paste");
  if (policy === "refuse" && !isPrivate) {
    throw new AppError(
      "unprocessable",
      `The paste holds ${total === 1 ? "a secret" : `${total} secrets`} (${describeKinds(found)}). Remove them, or make the paste private.`,
      secretScanHeaders({ ...found, scanned: true }, false),
      { ...found },
      secretScanHeaders({ ...found, scanned: true }, true),
    );
  }
  return { ...found, scanned: true };
}

/** Every finding, in the paste's order: its title, its tags, then each pasty's title and content. */
async function scanAll(texts: TextsToScan): Promise<SecretWarning[]> {
  const pasteLevel = { pastyId: null, pastyIndex: null };
  const [title, tags, pasties] = await Promise.all([
    scanText(texts.title ?? ""),
    Promise.all((texts.tags ?? []).map((tag) => scanText(tag))),
    Promise.all(texts.pasties.map(async (pasty) => ({ title: await scanText(pasty.title ?? ""), content: await scanText(pasty.content) }))),
  ]);
  return [
    ...title.map(({ kind }) => ({ ...pasteLevel, field: "title" as const, line: 1, kind })),
    ...tags.flatMap((found, index) => found.map(({ kind }) => ({ ...pasteLevel, field: "tags" as const, line: index + 1, kind }))),
    ...pasties.flatMap((found, pastyIndex) => {
      const pasty = { pastyId: texts.pasties[pastyIndex]!.id, pastyIndex };
      return [
        ...found.title.map(({ kind }) => ({ ...pasty, field: "title" as const, line: 1, kind })),
        ...found.content.map(({ line, kind }) => ({ ...pasty, field: "content" as const, line, kind })),
      ];
    }),
  ];
}

/** The warnings of a new paste, once its pasties have ids. */
export function withPastyIds(warnings: readonly SecretWarning[], pastyIds: readonly string[]): SecretWarning[] {
  return warnings.map((warning) => ({
    ...warning,
    pastyId: warning.pastyId ?? (warning.pastyIndex === null ? null : (pastyIds[warning.pastyIndex] ?? null)),
  }));
}

function describeKinds({ warningCounts }: SecretFindings): string {
  return Object.entries(warningCounts)
    .map(([kind, count]) => (count === 1 ? kind : `${count} × ${kind}`))
    .join(", ");
}
