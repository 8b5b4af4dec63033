import type { Caller } from "../auth/caller";
import { db } from "../db/client";
import type { AuditAction } from "../db/generated/client";
import { requireAdminForPage } from "./access";

// The audit log as admins read it (/admin/audit): newest first, a page at a time, all actions or one.

export const AUDIT_ACTIONS = [
  "paste_quarantined",
  "paste_released",
  "user_disabled",
  "user_enabled",
  "paste_deleted",
  "paste_purged",
  "user_deleted",
  "reports_dismissed",
  "admin_granted",
  "admin_removed",
  "second_factors_reset",
  "revision_purged",
  "setting_changed",
] as const satisfies readonly AuditAction[];

export const AUDIT_PAGE_SIZE = 50;

export interface AuditLogPage {
  entries: {
    id: string;
    action: AuditAction;
    actor: string;
    targetType: string;
    targetId: string;
    targetLabel: string;
    note: string;
    createdAt: Date;
  }[];
  page: number;
  hasNext: boolean;
  action: AuditAction | null;
}

/** `action` and `page` come from the page's query string: anything else is all actions, page 1. */
export async function loadAuditLog(caller: Caller, query: { action?: string; page?: string }): Promise<AuditLogPage> {
  requireAdminForPage(caller);
  const action = AUDIT_ACTIONS.find((known) => known === query.action) ?? null;
  const page = Math.min(Math.max(Number.parseInt(query.page ?? "1", 10) || 1, 1), 10_000);
  const rows = await db().auditEntry.findMany({
    where: action ? { action } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * AUDIT_PAGE_SIZE,
    // One more than a page tells whether there is a next one.
    take: AUDIT_PAGE_SIZE + 1,
  });
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      id: row.id,
      action: row.action,
      actor: row.actorName,
      targetType: row.targetType,
      targetId: row.targetId,
      targetLabel: row.targetLabel,
      note: row.note,
      createdAt: row.createdAt,
    })),
    page,
    hasNext: rows.length > AUDIT_PAGE_SIZE,
    action,
  };
}
