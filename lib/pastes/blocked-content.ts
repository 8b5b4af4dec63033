import { createHash } from "node:crypto";
import { unavailableForLegalReasons } from "../core/errors";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";

// The blocklist of removed content (issue 27): when the moderators delete a reported paste, the
// hashes of its pasties' normalised text are kept, and a create or an edit with any of those
// texts is refused (451), so the same file uploaded again stops without an admin. Only hashes
// are kept, never the text. Encrypted pasties are never seen in the clear, so never blocked.

/**
 * Texts shorter than this (once normalised) are never blocked: a removed paste's "hello" or
 * "TODO" must not stop everyone else's.
 */
export const BLOCKABLE_LENGTH_MIN = 32;

/**
 * The text as compared: Unicode NFC, line endings as \n, no trailing spaces on a line, no blank
 * lines at either end. So the same file pasted from another editor or system still matches.
 */
function normalisedForBlocklist(content: string): string {
  return content
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+$/gm, "")
    .replace(/^\n+|\n+$/g, "");
}

/** The hash kept of a text, or null for a text too short to block. */
export function blocklistHash(content: string): string | null {
  const normalised = normalisedForBlocklist(content);
  if (normalised.length < BLOCKABLE_LENGTH_MIN) return null;
  return createHash("sha256").update(normalised, "utf8").digest("hex");
}

const hashesOf = (contents: readonly string[]): string[] => [
  ...new Set(contents.map(blocklistHash).filter((hash): hash is string => hash !== null)),
];

/** Keeps the hashes of a removed paste's texts, in the transaction that removes it. */
export async function blockContents(tx: Prisma.TransactionClient, pasteId: string, contents: readonly string[]): Promise<void> {
  const hashes = hashesOf(contents);
  if (hashes.length === 0) return;
  await tx.blockedContent.createMany({ data: hashes.map((hash) => ({ hash, pasteId })), skipDuplicates: true });
}

/** Refuses (451) a write whose texts include one the moderators removed. */
export async function refuseBlockedContent(contents: readonly string[]): Promise<void> {
  const hashes = hashesOf(contents);
  if (hashes.length === 0) return;
  const blocked = await db().blockedContent.count({ where: { hash: { in: hashes } } });
  if (blocked === 0) return;
  throw unavailableForLegalReasons(
    "This content was removed from this instance by its moderators and cannot be posted again. If you think this is a mistake, contact the instance's admins.",
    "removed-content",
  );
}
