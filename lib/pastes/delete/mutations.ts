import type { Caller } from "../../auth/caller";
import { type AuditRecord, logAuditRecord, recordAudit } from "../../audit/record";
import { changing } from "../../changes/announce";
import { env } from "../../core/env";
import { db } from "../../db/client";
import { deletablePaste, isModeratorDelete, pasteNotFound } from "../access";
import { logPasteAction } from "../action-log";
import { blockContents } from "../blocked-content";
import type { PasteRecord } from "../queries";

// Deleting a paste, apart from the other writes (../mutations.ts): to the owner's recycle bin,
// or for good.

/**
 * Deletes a paste: its owner, or an admin for someone else's public paste (moderation), which
 * the audit log records in the same transaction with the admin's `note` (the moderation queue
 * asks for one; the paste page's delete button does not). Its reports go with it.
 * `blockContent`: the moderators removed it for abuse, so its texts may not be posted again
 * (blocked-content.ts). An owner's delete moves the paste to their recycle bin while RECYCLE_DAYS
 * is not 0 (lib/recycle-bin); a moderator's is final.
 */
export async function deletePaste(caller: Caller, pasteId: string, { note = "", blockContent = false } = {}): Promise<void> {
  const paste = await deletablePaste(caller, pasteId);
  const audit = isModeratorDelete(caller, paste) && caller.kind === "user" ? moderatorDeletion(caller.user, paste, note) : null;
  if (!audit && env().RECYCLE_DAYS > 0) return binPaste(paste);
  await changing({ pasteId }, () =>
    db().$transaction(async (tx) => {
      if (blockContent) {
        const pasties = await tx.pasty.findMany({ where: { pasteId }, select: { content: true } });
        await blockContents(
          tx,
          pasteId,
          pasties.map((pasty) => pasty.content),
        );
      }
      await tx.paste.delete({ where: { id: pasteId } });
      await logPasteAction(tx, "paste_deleted", paste.ownerId, pasteId);
      if (audit) await recordAudit(tx, audit);
    }),
  );
  if (audit) logAuditRecord(audit);
}

/**
 * Moves the owner's paste to their bin: deletesAt becomes now, so every read treats it as expired
 * at once (queries.ts liveWhere), and its own expiry waits in deletesAtBeforeBin for a restore.
 * Nothing else changes, so a restore brings back its versions, stars, tags, comments and share links.
 */
async function binPaste(paste: PasteRecord): Promise<void> {
  const now = new Date();
  const binned = await changing({ pasteId: paste.id }, () =>
    db().$transaction(async (tx) => {
      // Of two deletes at once, the second finds it binned already and answers like a missing paste.
      const { count } = await tx.paste.updateMany({
        where: { id: paste.id, binnedAt: null },
        data: { binnedAt: now, deletesAt: now, deletesAtBeforeBin: paste.deletesAt },
      });
      if (count > 0) await logPasteAction(tx, "paste_deleted", paste.ownerId, paste.id);
      return count > 0;
    }),
  );
  if (!binned) throw pasteNotFound();
}

function moderatorDeletion(admin: { id: string; username: string }, paste: PasteRecord, note: string): AuditRecord {
  return {
    action: "paste_deleted",
    actor: admin,
    target: { type: "paste", id: paste.id, label: paste.title },
    note,
    subjectUserId: paste.ownerId,
  };
}
