import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { type AuditRecord, logAuditRecord, recordAudit } from "../audit/record";
import { changing } from "../changes/announce";
import { db } from "../db/client";
import { requireAdmin } from "../moderation/access";
import { pasteNotFound } from "../pastes/access";
import { logPasteAction } from "../pastes/action-log";
import { restorableInBin } from "../pastes/expiry";

// What is done to a binned paste (binning itself is the owner's delete, lib/pastes/mutations.ts):
// its owner restores it or deletes it for good; an admin purges anyone's. Someone else's binned
// paste answers like a missing one, so a bin tells nobody what another account deleted.

/**
 * Brings the caller's binned paste back exactly as it was: only its bin columns change, its
 * expiry returns, and its versions, stars, tags, comments and share links never left. Announced
 * like any change, so no cache keeps the 404 it answered while binned.
 */
export async function restoreBinnedPaste(caller: Caller, pasteId: string): Promise<void> {
  const user = requireUser(caller, "paste");
  const restored = await changing({ pasteId }, () =>
    db().$transaction(async (tx) => {
      const paste = await tx.paste.findFirst({
        where: { AND: [{ id: pasteId, ownerId: user.id }, restorableInBin(new Date())] },
        select: { binnedAt: true, deletesAtBeforeBin: true },
      });
      if (!paste) return false;
      // Asked again as the row is written: the sweeper may have removed it since (then nothing is restored).
      const { count } = await tx.paste.updateMany({
        where: { id: pasteId, binnedAt: paste.binnedAt },
        data: { binnedAt: null, deletesAt: paste.deletesAtBeforeBin, deletesAtBeforeBin: null },
      });
      if (count > 0) await logPasteAction(tx, "paste_restored", user.id, pasteId);
      return count > 0;
    }),
  );
  if (!restored) throw pasteNotFound();
}

/**
 * Deletes a binned paste for good: its owner (`paste`), or an admin (moderation) for anyone's,
 * which the audit log records in the same transaction.
 */
export async function deleteBinnedPaste(caller: Caller, pasteId: string): Promise<void> {
  const user = requireUser(caller, "paste");
  const paste = await db().paste.findFirst({ where: { id: pasteId, binnedAt: { not: null } }, select: { ownerId: true, title: true } });
  if (!paste) throw pasteNotFound();
  const own = paste.ownerId === user.id;
  if (!own && !user.isAdmin) throw pasteNotFound();
  const audit: AuditRecord | null = own
    ? null
    : {
        action: "paste_purged",
        actor: requireAdmin(caller),
        target: { type: "paste", id: pasteId, label: paste.title },
        subjectUserId: paste.ownerId,
      };
  const deleted = await changing({ pasteId }, () =>
    db().$transaction(async (tx) => {
      const { count } = await tx.paste.deleteMany({ where: { id: pasteId, binnedAt: { not: null } } });
      if (count > 0 && audit) await recordAudit(tx, audit);
      return count > 0;
    }),
  );
  if (!deleted) throw pasteNotFound();
  if (audit) logAuditRecord(audit);
}
