import type { z } from "zod";
import type { Caller } from "../auth/caller";
import { hasScope } from "../auth/scopes";
import { db } from "../db/client";
import { empty, render, sql } from "../db/sql";
import { requireProfileUser } from "../users/queries";
import { listPage } from "../core/list-page";
import { emptyPage, type ListRow, listRowColumns, type PastePage, type pageQuerySchema, toSummaryItem } from "./profile-pastes";

// The pastes a user starred, most recently starred first (issue 30 item 1). Shown to the user
// always, and to others when the user shows all their pastes on their profile, as their own list
// is. Listed are live pastes, never burn-after-reading ones, and private ones only in the user's
// own view of their own pastes (with `paste:read`, as their paste list): a paste starred and
// later made private by its owner is in nobody's list. A quarantined paste is in its owner's only.

export async function listStarredPastes(
  caller: Caller,
  username: string,
  { page, pageSize }: z.infer<typeof pageQuerySchema>,
): Promise<PastePage> {
  const user = await requireProfileUser(username);
  const askerId = caller.kind === "user" ? caller.user.id : null;
  if (askerId !== user.id && !user.showAllPastesOnProfile) return emptyPage;
  const ownPrivate = askerId === user.id && hasScope(caller, "paste:read") ? sql`OR p.owner_id = ${askerId}` : empty;
  const rows = await db().$queryRawUnsafe<(ListRow & { total: number })[]>(
    ...render(sql`
    WITH starred AS (
      SELECT p.id, s.created_at AS starred_at FROM stars s JOIN pastes p ON p.id = s.paste_id
      WHERE s.user_id = ${user.id} AND (p.deletes_at IS NULL OR p.deletes_at > ${new Date()})
        AND NOT p.burn_after_read AND (NOT p.private ${ownPrivate}) AND (p.quarantined_at IS NULL OR p.owner_id = ${askerId}::text)
    ),
    page AS (SELECT id, starred_at FROM starred ORDER BY starred_at DESC, id DESC OFFSET ${page * pageSize}::int LIMIT ${pageSize}::int)
    SELECT (SELECT count(*)::int FROM starred) AS total, r.* FROM (SELECT 1) AS one LEFT JOIN LATERAL (
      SELECT ${listRowColumns}, page.starred_at FROM page JOIN pastes p ON p.id = page.id
    ) AS r ON true
    ORDER BY r.starred_at DESC, r.id DESC`),
  );
  // Tags are their owner's business: shown on the asker's own pastes only.
  const items = rows.filter((row) => row.id !== null).map((row) => toSummaryItem(row, row.ownerId !== null && row.ownerId === askerId));
  return listPage(items, rows[0]?.total ?? 0, { page, pageSize });
}
