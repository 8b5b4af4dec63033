import { db } from "../db/client";

/** What the response cache needs to know of a paste that anyone may be shown as is. */
export interface SharedPaste {
  /** The users its answers name: the owner and whoever commented (their renames change them). */
  userIds: string[];
  /** When the paste expires (the cache keeps nothing past it); null: never. */
  deletesAt: Date | null;
}

/**
 * The paste when everyone gets the same answer for it: live, public, not encrypted and not burn-after-reading (an
 * encrypted paste's answer depends on the key). Null otherwise, and for missing pastes.
 */
export async function findSharedPaste(pasteId: string, now = new Date()): Promise<SharedPaste | null> {
  const paste = await db().paste.findFirst({
    where: {
      id: pasteId,
      private: false,
      encryptedPasties: null,
      // Consumed by its first reader: no answer of it may be kept.
      burnAfterRead: false,
      OR: [{ deletesAt: null }, { deletesAt: { gt: now } }],
    },
    select: { ownerId: true, deletesAt: true, comments: { select: { authorId: true }, distinct: ["authorId"] } },
  });
  if (!paste) return null;
  const commenters = paste.comments.map((comment) => comment.authorId);
  return { userIds: paste.ownerId ? [paste.ownerId, ...commenters] : commenters, deletesAt: paste.deletesAt };
}
