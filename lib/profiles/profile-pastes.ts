import { z } from "zod";
import type { Caller } from "../auth/caller";
import { hasScope, requireUser } from "../auth/scopes";
import { db } from "../db/client";
import type { User } from "../db/generated/client";
import { empty, join, render, type Sql, sql } from "../db/sql";
import { forbidden } from "../core/errors";
import type { ExpiresIn } from "../core/expires-in";
import { iso } from "../pastes/dto";
import type { LanguageStat } from "../pastes/schema";
import { languageStatsOfLengths } from "../pastes/stats";
import { requireProfileUser } from "../users/queries";
import { listPage } from "../core/list-page";

// A user's paste lists (interface.md 4.1 rules 1–4, behaviour.md "Users and lists").

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(30).default(15),
});
export const pasteListQuerySchema = pageQuerySchema.extend({ tag: z.string().trim().min(1).max(32).optional() });
export type PasteListQuery = z.infer<typeof pasteListQuerySchema>;

export interface PasteSummaryItem {
  paste: {
    id: string;
    title: string;
    createdAt: string;
    deletesAt: string | null;
    expiresIn: ExpiresIn;
    ownerId: string | null;
    pinned: boolean;
    private: boolean;
    stars: number;
    tags: string[];
  };
  /** Null for encrypted pastes: their languages are secret too. */
  languageStats: LanguageStat[] | null;
  encrypted: boolean;
  /** Encrypted end to end (in the browser, `encrypted` too) rather than by the server with a password. */
  endToEnd: boolean;
}

export interface PastePage {
  currentPage: number;
  hasNextPage: boolean;
  pageSize: number;
  totalPages: number;
  items: PasteSummaryItem[];
}

export const emptyPage: PastePage = { currentPage: 0, hasNextPage: false, pageSize: 0, totalPages: 0, items: [] };

export async function listUserPastes(caller: Caller, username: string, query: PasteListQuery): Promise<PastePage> {
  const owner = await requireProfileUser(username);
  const list = profileList(caller, owner, query.tag);
  if (!list) return emptyPage;
  return pageOf(list.filter, query, list.isSelf, query.tag === undefined ? owner : undefined);
}

/**
 * What the caller sees of `owner`'s profile list (tag: the owner's own filter): its filter, and
 * whether the caller is the owner; null when the owner shows nobody else their list.
 */
export function profileList(caller: Caller, owner: User, tag: string | undefined): { filter: ListFilter; isSelf: boolean } | null {
  const isSelf = caller.kind === "user" && caller.user.id === owner.id;
  if (tag !== undefined) {
    requireUser(caller, "user:read");
    if (!isSelf) throw forbidden("Only the owner can filter their pastes by tag.");
  }
  if (!isSelf && !owner.showAllPastesOnProfile) return null;
  const includePrivate = isSelf && hasScope(caller, "paste:read");
  return { filter: { ownerId: owner.id, includePrivate, includeQuarantined: isSelf, pinnedOnly: false, tag }, isSelf };
}

/** The pinned list ignores showAllPastesOnProfile; pinned pastes are never private. */
export async function listPinnedPastes(caller: Caller, username: string, query: z.infer<typeof pageQuerySchema>) {
  const owner = await requireProfileUser(username);
  const isSelf = caller.kind === "user" && caller.user.id === owner.id;
  return pageOf({ ownerId: owner.id, includePrivate: false, includeQuarantined: isSelf, pinnedOnly: true }, query, isSelf);
}

/** The ids of all the caller's live pastes, newest first; private ones as in listUserPastes. */
export async function listOwnPasteIds(caller: Caller): Promise<string[]> {
  const user = requireUser(caller);
  const filter: ListFilter = {
    ownerId: user.id,
    includePrivate: hasScope(caller, "paste:read"),
    includeQuarantined: true,
    pinnedOnly: false,
  };
  const rows = await db().$queryRawUnsafe<{ id: string }[]>(
    ...render(sql`SELECT p.id FROM pastes p WHERE ${whereSql(filter, new Date())} ORDER BY p.created_at DESC, p.id DESC`),
  );
  return rows.map((row) => row.id);
}

/** A burn-after-reading paste of the caller's that nobody has read yet. */
export interface WaitingPaste {
  id: string;
  title: string;
  createdAt: string;
  deletesAt: string | null;
}

/** How many waiting burn-after-reading pastes the profile lists. */
export const WAITING_PASTES_LISTED_MAX = 100;

/** The caller's own burn-after-reading pastes still waiting to be read, newest first (their profile), the newest WAITING_PASTES_LISTED_MAX. */
export async function listWaitingPastes(caller: Caller): Promise<WaitingPaste[]> {
  const user = requireUser(caller, "paste:read");
  const rows = await db().paste.findMany({
    where: { ownerId: user.id, burnAfterRead: true, OR: [{ deletesAt: null }, { deletesAt: { gt: new Date() } }] },
    orderBy: { createdAt: "desc" },
    // A user can leave any number unread: the profile shows the newest (issue 40).
    take: WAITING_PASTES_LISTED_MAX,
    select: { id: true, title: true, createdAt: true, deletesAt: true },
  });
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), deletesAt: row.deletesAt ? iso(row.deletesAt) : null }));
}

/** Which of one owner's live pastes a list shows. */
export interface ListFilter {
  ownerId: string;
  /** The owner's private pastes too (only the owner, holding `paste:read`). */
  includePrivate: boolean;
  /** The owner's quarantined pastes too (only the owner: lib/moderation/quarantine.ts). */
  includeQuarantined: boolean;
  pinnedOnly: boolean;
  tag?: string;
}

export interface ListRow {
  id: string;
  ownerId: string | null;
  title: string;
  expiresIn: string;
  createdAt: Date;
  deletesAt: Date | null;
  pinned: boolean;
  private: boolean;
  stars: number;
  encrypted: boolean;
  endToEnd: boolean;
  tags: string[];
  /** Content length per language, measured in the database (no content is loaded). */
  lengths: { language: string; length: number }[];
}

// A list costs two statements whatever its size or page: the owner (read by the caller) and one
// for the page with its total, tags and language lengths (rarely a third: see readPage). The
// total comes from counters on the user row (kept by triggers) less the owner's expired pastes
// the sweeper has not removed yet, rather than from a count over every paste; and pages past the
// middle are read from the oldest end, so no page walks more than half of the owner's pastes in
// the index.
async function pageOf(
  filter: ListFilter,
  { page, pageSize }: { page: number; pageSize: number },
  showTags: boolean,
  counters?: Pick<User, "pasteCount" | "publicPasteCount">,
): Promise<PastePage> {
  const { total, rows } = await readPage(filter, page * pageSize, pageSize, counters);
  return listPage(
    rows.map((row) => toSummaryItem(row, showTags)),
    total,
    { page, pageSize },
  );
}

export function toSummaryItem(row: ListRow, showTags: boolean): PasteSummaryItem {
  return {
    paste: {
      id: row.id,
      title: row.title,
      createdAt: iso(row.createdAt),
      deletesAt: row.deletesAt ? iso(row.deletesAt) : null,
      expiresIn: row.expiresIn as ExpiresIn,
      ownerId: row.ownerId,
      pinned: row.pinned,
      private: row.private,
      stars: row.stars,
      tags: showTags ? row.tags : [],
    },
    languageStats: row.encrypted ? null : languageStatsOfLengths(row.lengths),
    encrypted: row.encrypted,
    endToEnd: row.endToEnd,
  };
}

export function whereSql(filter: ListFilter, now: Date): Sql {
  // Burn-after-reading pastes are in no list (the owner's profile shows them apart: listWaitingPastes).
  const conditions = [
    sql`p.owner_id = ${filter.ownerId}`,
    sql`(p.deletes_at IS NULL OR p.deletes_at > ${now})`,
    sql`NOT p.burn_after_read`,
  ];
  if (!filter.includePrivate) conditions.push(sql`NOT p.private`);
  if (!filter.includeQuarantined) conditions.push(sql`p.quarantined_at IS NULL`);
  if (filter.pinnedOnly) conditions.push(sql`p.pinned`);
  if (filter.tag !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM paste_tags t WHERE t.paste_id = p.id AND t.name = ${filter.tag})`);
  }
  return join(conditions, " AND ");
}

async function readPage(
  filter: ListFilter,
  skip: number,
  take: number,
  counters: Pick<User, "pasteCount" | "publicPasteCount"> | undefined,
): Promise<{ total: number; rows: ListRow[] }> {
  const now = new Date();
  const counter = counters ? (filter.includePrivate ? counters.pasteCount : counters.publicPasteCount) : undefined;
  // Past the middle the same rows are nearer the oldest end: walk the index from there. That
  // window depends on the total, taken to be the counter (no expired pastes waiting for the
  // sweeper); the statement returns the exact total, and in the rare case they differ the page
  // is read again with it. The offsets are constants, so the planner sees how few rows it needs.
  if (counter !== undefined && skip + take / 2 > counter / 2) {
    const page = await pageStatement(filter, now, counter, fromOldest(skip, take, counter));
    return page.total === counter ? page : pageStatement(filter, now, counter, fromOldest(skip, take, page.total));
  }
  return pageStatement(filter, now, counter, sql`ORDER BY p.created_at DESC, p.id DESC OFFSET ${skip}::int LIMIT ${take}::int`);
}

function fromOldest(skip: number, take: number, total: number): Sql {
  const offset = Math.max(0, total - skip - take);
  const limit = Math.max(0, Math.min(take, total - skip));
  return sql`ORDER BY p.created_at ASC, p.id ASC OFFSET ${offset}::int LIMIT ${limit}::int`;
}

/** A ListRow's columns of the paste `p` (no content is read: lengths are measured in the database). */
export const listRowColumns = sql`
  p.id, p.owner_id AS "ownerId", p.title, p.expires_in AS "expiresIn", p.created_at AS "createdAt",
  p.deletes_at AS "deletesAt", p.pinned, p.private, p.stars,
  (p.encrypted_pasties IS NOT NULL OR p.e2e IS NOT NULL) AS encrypted, (p.e2e IS NOT NULL) AS "endToEnd",
  ARRAY(SELECT t.name FROM paste_tags t WHERE t.paste_id = p.id ORDER BY t.name) AS tags,
  (SELECT coalesce(json_agg(json_build_object('language', l.language, 'length', l.length) ORDER BY l.language), '[]'::json)
   FROM (SELECT language, sum(char_length)::int AS length
         FROM pasties WHERE paste_id = p.id GROUP BY language) AS l) AS lengths`;

/**
 * The owner's live quarantined pastes the counters count but a list shown to others leaves out
 * (expired ones are subtracted already), found through the index on (owner, quarantined at).
 */
function liveQuarantinedCount(filter: ListFilter, now: Date): Sql {
  return sql`(SELECT count(*) FROM pastes q
    WHERE q.owner_id = ${filter.ownerId} AND q.quarantined_at IS NOT NULL AND NOT q.burn_after_read
      AND (q.deletes_at IS NULL OR q.deletes_at > ${now}) ${filter.includePrivate ? empty : sql`AND NOT q.private`})`;
}

/** One page, in list order, with the exact total of the list. */
async function pageStatement(
  filter: ListFilter,
  now: Date,
  counter: number | undefined,
  window: Sql,
): Promise<{ total: number; rows: ListRow[] }> {
  const where = whereSql(filter, now);
  const total =
    counter === undefined
      ? sql`SELECT count(*)::int AS n FROM pastes p WHERE ${where}`
      : sql`
          SELECT greatest(0, ${counter}::int - count(*) ${filter.includePrivate ? empty : sql`FILTER (WHERE NOT p.private)`}
                             - ${filter.includeQuarantined ? sql`0` : liveQuarantinedCount(filter, now)})::int AS n
          FROM pastes p WHERE p.owner_id = ${filter.ownerId} AND p.deletes_at <= ${now} AND NOT p.burn_after_read`;
  const result = await db().$queryRawUnsafe<(ListRow & { total: number })[]>(
    ...render(sql`
    WITH total AS (${total}),
    page AS (SELECT p.id FROM pastes p WHERE ${where} ${window})
    SELECT total.n AS total, r.* FROM total LEFT JOIN LATERAL (
      SELECT ${listRowColumns}
      FROM page JOIN pastes p ON p.id = page.id
    ) AS r ON true
    ORDER BY r."createdAt" DESC, r.id DESC`),
  );
  return { total: result[0]?.total ?? 0, rows: result.filter((row) => row.id !== null) };
}
