import { type AuditRecord, logAuditRecord, recordAudit } from "../audit/record";
import type { Caller } from "../auth/caller";
import { notFound } from "../core/errors";
import { db } from "../db/client";
import { deletePaste } from "../pastes/mutations";
import { requireAdmin } from "./access";
import type { ModerationDecision, ModerationOutcome } from "./schema";

// An admin's decision on a reported paste (POST /api/v3/pastes/:id/reports/decision, the queue's
// buttons): dismiss its open reports, or delete the paste. Either is written to the audit log in
// the transaction that carries it out, with the admin's note.

export async function decideReports(caller: Caller, pasteId: string, decision: ModerationDecision): Promise<ModerationOutcome> {
  const admin = requireAdmin(caller);
  if (decision.decision === "delete") {
    const open = await db().pasteReport.count({ where: { pasteId, closedAt: null } });
    // The path every admin deletion takes (lib/pastes/mutations.ts): it checks the paste may be
    // deleted, writes the audit entry, and the paste's reports go with it.
    await deletePaste(caller, pasteId, decision.note);
    return { closedReports: open };
  }
  const audit: AuditRecord = { action: "reports_dismissed", actor: admin, target: { type: "paste", id: pasteId }, note: decision.note };
  // Nothing a reader sees changes (reports are not shown with the paste): no change to announce.
  const closedReports = await db().$transaction(async (tx) => {
    const { count } = await tx.pasteReport.updateMany({ where: { pasteId, closedAt: null }, data: { closedAt: new Date() } });
    if (count === 0) throw notFound("This paste has no open reports.");
    const paste = await tx.paste.findUnique({ where: { id: pasteId }, select: { title: true } });
    await recordAudit(tx, { ...audit, target: { ...audit.target, label: paste?.title ?? "" } });
    return count;
  });
  logAuditRecord(audit);
  return { closedReports };
}
