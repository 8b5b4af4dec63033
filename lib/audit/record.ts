import { logger } from "../core/logger";
import { newId } from "../core/ids";
import type { AuditAction, Prisma } from "../db/generated/client";

// The audit log of what admins did (table audit_entries, append-only). It sits below every
// feature because both content (pastes) and identity (users) features record into it, each in
// the transaction of the action itself, so an action and its entry exist together or not at all.

export interface AuditRecord {
  action: AuditAction;
  actor: { id: string; username: string };
  /** `instance`: the instance's settings (id "settings", the setting's key as label). */
  target: { type: "paste" | "user" | "instance"; id: string; label?: string };
  /** Why, in the admin's words ("" when the door asked for none, like the paste page's delete). */
  note?: string;
  /** The user it is about (a paste's owner, the user acted on), whose data export shows it; null: nobody's. */
  subjectUserId: string | null;
}

/** Writes the entry in `tx`; the server log gets it once the transaction committed (logAuditRecord). */
export async function recordAudit(tx: Prisma.TransactionClient, record: AuditRecord): Promise<void> {
  await tx.auditEntry.create({
    data: {
      id: newId(),
      action: record.action,
      actorId: record.actor.id,
      actorName: record.actor.username,
      targetType: record.target.type,
      targetId: record.target.id,
      targetLabel: (record.target.label ?? "").slice(0, 128),
      note: record.note ?? "",
      subjectUserId: record.subjectUserId,
    },
  });
}

/** The server log's event of each action (the first two kept the names they had before the audit log). */
const LOG_EVENTS: Record<AuditAction, string> = {
  paste_deleted: "admin_deleted_paste",
  user_deleted: "admin_deleted_user",
  reports_dismissed: "admin_dismissed_reports",
  paste_quarantined: "admin_quarantined_paste",
  paste_released: "admin_released_paste",
  user_disabled: "admin_disabled_user",
  user_enabled: "admin_enabled_user",
  admin_granted: "admin_granted_admin",
  admin_removed: "admin_removed_admin",
  second_factors_reset: "admin_reset_second_factors",
  paste_purged: "admin_purged_binned_paste",
  revision_purged: "revision_purged",
  setting_changed: "admin_changed_setting",
};

/** Actions an owner takes on their own paste as well as an admin on anyone's. */
const OWNERS_TOO: ReadonlySet<AuditAction> = new Set(["revision_purged"]);

/** Who did it, as the log line says: an owner purging their own revision is no admin. */
const actorTitle = (record: AuditRecord) => (OWNERS_TOO.has(record.action) && record.subjectUserId === record.actor.id ? "Owner" : "Admin");

/** The same entry in the server log, after the commit: the log never tells of what was rolled back. */
export function logAuditRecord(record: AuditRecord): void {
  logger().info(
    {
      event: LOG_EVENTS[record.action],
      actorId: record.actor.id,
      actor: record.actor.username,
      targetType: record.target.type,
      targetId: record.target.id,
      note: record.note ?? "",
    },
    `${actorTitle(record)} ${record.actor.username}: ${record.action} ${record.target.type} ${record.target.id}`,
  );
}
