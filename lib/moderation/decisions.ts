import { type AuditRecord, logAuditRecord, recordAudit } from "../audit/record";
import type { Caller, CallerUser } from "../auth/caller";
import { announceChange, changing } from "../changes/announce";
import { badRequest, notFound } from "../core/errors";
import { database, db } from "../db/client";
import { sql } from "../db/sql";
import { deletePaste } from "../pastes/delete/mutations";
import { requireAdmin } from "./access";
import { disableUser } from "./disable-user";
import { quarantine, release } from "./quarantine";
import type { ModerationDecision, ModerationOutcome } from "./schema";

// An admin's decision on a reported paste (POST /api/v3/pastes/:id/reports/decision, the queue's
// buttons): quarantine it while it is reviewed (its reports stay open), dismiss its open reports
// (which also releases it from quarantine: the paste is fine), delete it, or disable its owner. Each is written to
// the audit log in the transaction that carries it out, with the admin's note.

export async function decideReports(caller: Caller, pasteId: string, decision: ModerationDecision): Promise<ModerationOutcome> {
  const admin = requireAdmin(caller);
  // A paste in its owner's recycle bin answers 404 everywhere, and is out of the queue (queue.ts)
  // until restored; its reports wait with it. (Its owner's account stays within reach on /admin/users.)
  if ((await db().paste.count({ where: { id: pasteId, binnedAt: { not: null } } })) > 0) throw notFound("The paste was not found.");
  if (decision.decision === "delete") {
    const open = await db().pasteReport.count({ where: { pasteId, closedAt: null } });
    // The path every admin deletion takes (lib/pastes/mutations.ts): it checks the paste may be
    // deleted, writes the audit entry, and the paste's reports go with it; removed for abuse, its
    // texts may not be posted again.
    await deletePaste(caller, pasteId, { note: decision.note, blockContent: true });
    return { closedReports: open };
  }
  if (decision.decision === "quarantine") return quarantineReported(admin, pasteId, decision.note);
  if (decision.decision === "disable-owner") return disableOwner(admin, pasteId, decision.note);
  return dismissReports(admin, pasteId, decision.note);
}

async function quarantineReported(admin: CallerUser, pasteId: string, note: string): Promise<ModerationOutcome> {
  const audit: AuditRecord = {
    action: "paste_quarantined",
    actor: admin,
    target: { type: "paste", id: pasteId },
    note,
    subjectUserId: null,
  };
  // Every cache drops the paste's answers, here before the write and on other instances after it.
  await changing({ pasteId }, () =>
    db().$transaction(async (tx) => {
      const paste = await quarantine(tx, pasteId, note);
      if (!paste) throw notFound("The paste was not found.");
      audit.target.label = paste.title;
      audit.subjectUserId = paste.ownerId;
      await recordAudit(tx, audit);
    }),
  );
  logAuditRecord(audit);
  return { closedReports: 0 };
}

/** Disables the account that owns the paste (disable-user.ts); its reports stay open. */
async function disableOwner(admin: CallerUser, pasteId: string, note: string): Promise<ModerationOutcome> {
  // A paste the admin may act on: one they can see, or a private one reported to them.
  const [paste] = await database().queryRows<{ ownerId: string | null }>(sql`
    SELECT p.owner_id AS "ownerId" FROM pastes p
    WHERE p.id = ${pasteId} AND (NOT p.private OR EXISTS (SELECT 1 FROM paste_reports r WHERE r.paste_id = p.id AND r.closed_at IS NULL))`);
  if (!paste) throw notFound("The paste was not found.");
  if (paste.ownerId === null) throw badRequest("This paste has no owner to disable.");
  await disableUser(admin, paste.ownerId, note);
  return { closedReports: 0 };
}

async function dismissReports(admin: CallerUser, pasteId: string, note: string): Promise<ModerationOutcome> {
  const target: AuditRecord["target"] = { type: "paste", id: pasteId };
  const dismissed: AuditRecord = { action: "reports_dismissed", actor: admin, target, note, subjectUserId: null };
  const released: AuditRecord = { action: "paste_released", actor: admin, target, note, subjectUserId: null };
  const outcome = await db().$transaction(async (tx) => {
    const { count } = await tx.pasteReport.updateMany({ where: { pasteId, closedAt: null }, data: { closedAt: new Date() } });
    const wasQuarantined = await release(tx, pasteId);
    if (count === 0 && !wasQuarantined) throw notFound("This paste has no open reports.");
    const paste = await tx.paste.findUnique({ where: { id: pasteId }, select: { title: true, ownerId: true } });
    target.label = paste?.title ?? "";
    dismissed.subjectUserId = released.subjectUserId = paste?.ownerId ?? null;
    if (count > 0) await recordAudit(tx, dismissed);
    if (wasQuarantined) await recordAudit(tx, released);
    return { closedReports: count, wasQuarantined };
  });
  if (outcome.closedReports > 0) logAuditRecord(dismissed);
  // Closed reports change nothing a reader sees; a release shows the paste to everyone again.
  if (outcome.wasQuarantined) {
    logAuditRecord(released);
    await announceChange({ pasteId });
  }
  return { closedReports: outcome.closedReports };
}
