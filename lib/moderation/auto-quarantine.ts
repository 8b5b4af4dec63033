import { type AuditRecord, logAuditRecord, recordAudit } from "../audit/record";
import { changing } from "../changes/announce";
import { env } from "../core/env";
import { db } from "../db/client";
import { instanceSettings } from "../instance-settings/resolver";
import { render, sql } from "../db/sql";

// Automatic quarantine (issue 27, REPORT_AUTO_QUARANTINE or an admin's override: lib/instance-settings): once enough distinct reporters report
// a paste within the window, it is held back by itself (quarantine.ts's rule) until an admin
// decides: dismissing its reports releases it, deleting removes it. Off by default: one person
// with several addresses could hide anyone's paste for a while, which an instance under attack
// may accept and a quiet one need not.
//
// Distinct reporters are distinct people as far as the server can tell (issue 40 item 7): one per
// address (an IPv6 client per /64), whether its reports come signed in or not, and an account
// counts only once it has some standing, as sign-ups are free: when it reported, it was a day old
// and had a paste older than a day.

/** Who the audit log names for what the instance did by itself. */
const AUTOMATIC: AuditRecord["actor"] = { id: "system", username: "automatic" };

/**
 * After a new report: quarantines the paste when its open reports of the window have reached the
 * threshold and it is not held back already; the moderator's note says why. Answers the note when
 * this report tipped it.
 */
export async function quarantineIfReportedEnough(pasteId: string): Promise<string | null> {
  const threshold = (await instanceSettings()).reportAutoQuarantine;
  const hours = env().REPORT_AUTO_QUARANTINE_HOURS;
  if (threshold === 0) return null;
  const since = new Date(Date.now() - hours * 3_600_000);
  const reporters = await countReporters(pasteId, since);
  if (reporters < threshold) return null;
  const note = `Reported by ${reporters} people within ${hours} ${hours === 1 ? "hour" : "hours"}: held back automatically until an admin decides.`;
  const audit: AuditRecord = {
    action: "paste_quarantined",
    actor: AUTOMATIC,
    target: { type: "paste", id: pasteId },
    note,
    subjectUserId: null,
  };
  const tipped = await changing({ pasteId }, () =>
    db().$transaction(async (tx) => {
      // Of concurrent reports past the threshold, one quarantines it; an admin's note is never replaced.
      const [paste] = await tx.$queryRawUnsafe<{ title: string; ownerId: string | null }[]>(
        ...render(sql`
      UPDATE pastes SET quarantined_at = now(), quarantine_note = ${note}
      WHERE id = ${pasteId} AND quarantined_at IS NULL AND (deletes_at IS NULL OR deletes_at > now())
      RETURNING title, owner_id AS "ownerId"`),
      );
      if (!paste) return false;
      audit.target.label = paste.title;
      audit.subjectUserId = paste.ownerId;
      await recordAudit(tx, audit);
      return true;
    }),
  );
  if (!tipped) return null;
  logAuditRecord(audit);
  return note;
}

/** The addresses that reported the paste since then, anonymously or from accounts of standing. */
async function countReporters(pasteId: string, since: Date): Promise<number> {
  // Reports filed before their address was kept count by reporter, as they did then.
  const [row] = await db().$queryRawUnsafe<{ reporters: number }[]>(
    ...render(sql`
      SELECT count(DISTINCT coalesce(r.reporter_address, r.reporter_key))::int AS reporters
      FROM paste_reports r
      WHERE r.paste_id = ${pasteId} AND r.closed_at IS NULL AND r.created_at >= ${since}
        AND (r.reporter_key NOT LIKE 'user:%' OR EXISTS (
          SELECT 1 FROM users u JOIN pastes p ON p.owner_id = u.id
          WHERE u.id = substr(r.reporter_key, 6)
            AND u.created_at <= r.created_at - interval '1 day'
            AND p.created_at <= r.created_at - interval '1 day'))`),
  );
  return row?.reporters ?? 0;
}
