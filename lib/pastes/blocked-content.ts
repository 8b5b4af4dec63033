import { createHash } from "node:crypto";
import { type AppError, unavailableForLegalReasons } from "../core/errors";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";

// The blocklist of removed content (issue 27): when the moderators delete a reported paste, the
// hashes of its pasties' normalised text are kept, and a create or an edit with any of those
// texts is refused (451), so the same file uploaded again stops without an admin. Only hashes
// are kept, never the text. Every write the server sees in the clear is checked, a paste it
// encrypts with a password included; an end-to-end encrypted one never is. A removed paste that
// was encrypted blocks nothing: its text is not there to hash.

/**
 * Texts shorter than this (once normalised) are never blocked: a removed paste's "hello" or
 * "TODO" must not stop everyone else's.
 */
export const BLOCKABLE_LENGTH_MIN = 32;

/** Characters that show as nothing: a byte order mark (anywhere), zero-width spaces and joiners, soft hyphens. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200D\u2060\uFEFF]/g;
/** A run of horizontal space of any kind: spaces, tabs, no-break and typographic spaces. */
const SPACES = /[\t \u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;

/**
 * The text as compared: Unicode NFC without invisible characters, line endings as \n, every run
 * of spaces or tabs one space, none at either end of a line, no blank lines at either end. So the
 * same file pasted from another editor or system, or with invisible characters added, still
 * matches. Case is kept: a text in other case is another text.
 */
function normalisedForBlocklist(content: string): string {
  return content
    .normalize("NFC")
    .replace(INVISIBLE, "")
    .replace(/\r\n?/g, "\n")
    .replace(SPACES, " ")
    .replace(/^ | $/gm, "")
    .replace(/^\n+|\n+$/g, "");
}

/**
 * The comparison of entries kept before issue 40 (only their hashes are kept, so they cannot be
 * hashed again): NFC, \n line endings, no trailing spaces on a line, no blank lines at either end.
 * A write is checked against both.
 */
function normalisedBeforeIssue40(content: string): string {
  return content
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+$/gm, "")
    .replace(/^\n+|\n+$/g, "");
}

const hashOf = (normalised: string): string | null =>
  normalised.length < BLOCKABLE_LENGTH_MIN ? null : createHash("sha256").update(normalised, "utf8").digest("hex");

/** The hash kept of a text, or null for a text too short to block. */
export const blocklistHash = (content: string): string | null => hashOf(normalisedForBlocklist(content));

const hashesOf = (contents: readonly string[], hash: (content: string) => string | null): string[] => [
  ...new Set(contents.map(hash).filter((hash): hash is string => hash !== null)),
];

/** Keeps the hashes of a removed paste's texts, in the transaction that removes it. */
export async function blockContents(tx: Prisma.TransactionClient, pasteId: string, contents: readonly string[]): Promise<void> {
  const hashes = hashesOf(contents, blocklistHash);
  if (hashes.length === 0) return;
  await tx.blockedContent.createMany({ data: hashes.map((hash) => ({ hash, pasteId })), skipDuplicates: true });
}

/** The hashes a write's texts are looked up by in the blocklist, in both comparisons. */
export function blocklistHashesOf(contents: readonly string[]): string[] {
  return [...hashesOf(contents, blocklistHash), ...hashesOf(contents, (content) => hashOf(normalisedBeforeIssue40(content)))];
}

/** The refusal (451) of a write whose texts include one the moderators removed. */
export function removedContent(): AppError {
  return unavailableForLegalReasons(
    "This content was removed from this instance by its moderators and cannot be posted again. If you think this is a mistake, contact the instance's admins.",
    "removed-content",
  );
}

/**
 * Refuses (451) a write whose texts include one the moderators removed. A create asks in its
 * insert instead (mutations.ts: one statement, not two).
 */
export async function refuseBlockedContent(contents: readonly string[]): Promise<void> {
  const hashes = blocklistHashesOf(contents);
  if (hashes.length === 0) return;
  const blocked = await db().blockedContent.count({ where: { hash: { in: hashes } } });
  if (blocked > 0) throw removedContent();
}
