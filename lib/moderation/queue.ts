import type { Caller } from "../auth/caller";
import { db } from "../db/client";
import { requireAdminForPage } from "./access";
import { REPORT_REASONS, type ReportReason } from "./reasons";

// The moderation queue (/admin/reports): the open reports, one entry per reported paste, the
// paste reported most recently first. A paste in its owner's recycle bin is out of it: it answers
// 404 everywhere, to admins' decisions too, until it is restored, when its open reports are back
// in the queue (an admin may purge it from the bins meanwhile: /admin/bin).

/** How many open reports the page reads at most: enough for any queue a person can work through. */
const QUEUE_REPORTS_MAX = 1000;

export interface QueuedReport {
  reference: string;
  reason: ReportReason;
  details: string | null;
  contact: string | null;
  createdAt: Date;
}

export interface QueuedPaste {
  pasteId: string;
  title: string;
  owner: string | null;
  /** The owner's account is disabled (disable-user.ts). */
  ownerDisabled: boolean;
  /** An admin cannot be disabled (disable-user.ts). */
  ownerIsAdmin: boolean;
  /** Reported through a share link: admins cannot read or delete it, only hold it back. */
  private: boolean;
  /** Held back while it is reviewed (quarantine.ts): its reports stay open until a decision. */
  quarantined: boolean;
  /** Distinct reporters: one report each (lib/moderation/reports.ts). */
  reporters: number;
  reasons: ReportReason[];
  newestAt: Date;
  /** Newest first. */
  reports: QueuedReport[];
}

const asReason = (reason: string): ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(reason) ? (reason as ReportReason) : "other";

export async function loadReportQueue(caller: Caller): Promise<QueuedPaste[]> {
  requireAdminForPage(caller);
  const reports = await db().pasteReport.findMany({
    where: { closedAt: null, paste: { binnedAt: null } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: QUEUE_REPORTS_MAX,
    include: {
      paste: {
        select: { title: true, private: true, quarantinedAt: true, owner: { select: { username: true, disabledAt: true, isAdmin: true } } },
      },
    },
  });
  const byPaste = new Map<string, QueuedPaste>();
  for (const report of reports) {
    const queued: QueuedReport = {
      reference: report.id,
      reason: asReason(report.reason),
      details: report.details,
      contact: report.contact,
      createdAt: report.createdAt,
    };
    const entry = byPaste.get(report.pasteId);
    if (entry) {
      entry.reports.push(queued);
      continue;
    }
    byPaste.set(report.pasteId, {
      pasteId: report.pasteId,
      title: report.paste.title,
      owner: report.paste.owner?.username ?? null,
      ownerDisabled: Boolean(report.paste.owner?.disabledAt),
      ownerIsAdmin: report.paste.owner?.isAdmin ?? false,
      private: report.paste.private,
      quarantined: report.paste.quarantinedAt !== null,
      reporters: 0,
      reasons: [],
      newestAt: report.createdAt,
      reports: [queued],
    });
  }
  // Reports come newest first, so the pastes come in the order of their newest report.
  return [...byPaste.values()].map((entry) => ({
    ...entry,
    reporters: entry.reports.length,
    reasons: REPORT_REASONS.filter((reason) => entry.reports.some((report) => report.reason === reason)),
  }));
}
