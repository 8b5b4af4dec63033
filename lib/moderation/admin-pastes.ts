import { z } from "zod";
import type { Caller } from "../auth/caller";
import { badRequest } from "../core/errors";
import { database } from "../db/client";
import { join, type Sql, sql } from "../db/sql";
import { parseSearchQuery, tsqueryText } from "../search/query";
import { usernameKey } from "../users/username";
import { requireAdmin, requireAdminForPage } from "./access";

// The admins' paste finder (/admin/pastes, GET /api/v3/admin/pastes): a paste by its id, an
// account's pastes, or pastes holding some words — anonymous and quarantined ones included,
// which no public list shows, but never someone's private paste (admins see no more of those
// than anyone; a reported one reaches them through the queue) — each with its open reports,
// for the queue's decisions.

export const ADMIN_PASTES_PAGE_SIZE = 50;

export interface AdminPasteRow {
  id: string;
  title: string;
  owner: string | null;
  createdAt: Date;
  quarantined: boolean;
  /** Encrypted by the server with a password. */
  encrypted: boolean;
  /** End-to-end encrypted: the server holds only its ciphertext. */
  endToEnd: boolean;
  openReports: number;
}

export const adminPastesQuerySchema = z.object({
  id: z.string().max(16).optional().describe("A paste's id."),
  owner: z.string().max(40).optional().describe("The owner's username."),
  q: z.string().max(200).optional().describe("Words the paste holds (title, tags, pasty titles and contents), as a search finds them."),
  page: z.string().max(6).optional().describe("From 1."),
});
export type AdminPastesQuery = z.infer<typeof adminPastesQuerySchema>;

export interface AdminPastesPage {
  pastes: AdminPasteRow[];
  page: number;
  hasNext: boolean;
}

export async function findPastesForAdmin(caller: Caller, input: AdminPastesQuery, forPage = false): Promise<AdminPastesPage> {
  if (forPage) requireAdminForPage(caller);
  else requireAdmin(caller);
  const query = adminPastesQuery(input);
  const page = Math.min(Math.max(Number.parseInt(input.page ?? "1", 10) || 1, 1), 1_000);
  const conditions: Sql[] = [sql`NOT p.private`, sql`NOT p.burn_after_read`, sql`(p.deletes_at IS NULL OR p.deletes_at > now())`];
  if (query.id) conditions.push(sql`p.id = ${query.id}`);
  if (query.owner) conditions.push(sql`u.username_key = ${usernameKey(query.owner)}`);
  if (query.q) {
    const words = parseSearchQuery(query.q);
    if (!words) throw badRequest("The words to find need at least one letter or digit.");
    conditions.push(sql`p.search_vector @@ to_tsquery('simple'::regconfig, ${tsqueryText(words, { tags: true })}::text)`);
  }
  const rows = await database().queryRows<AdminPasteRow>(sql`
    SELECT p.id, p.title, u.username AS owner, p.created_at AS "createdAt", (p.quarantined_at IS NOT NULL) AS quarantined,
           (p.encrypted_pasties IS NOT NULL) AS encrypted, (p.e2e IS NOT NULL) AS "endToEnd",
           (SELECT count(*)::int FROM paste_reports r WHERE r.paste_id = p.id AND r.closed_at IS NULL) AS "openReports"
    FROM pastes p LEFT JOIN users u ON u.id = p.owner_id
    WHERE ${join(conditions, " AND ")}
    ORDER BY p.created_at DESC, p.id DESC
    OFFSET ${(page - 1) * ADMIN_PASTES_PAGE_SIZE}::int LIMIT ${ADMIN_PASTES_PAGE_SIZE + 1}::int`);
  // The query is not echoed: a hidden paste's answer is exactly a missing one's.
  return { pastes: rows.slice(0, ADMIN_PASTES_PAGE_SIZE), page, hasNext: rows.length > ADMIN_PASTES_PAGE_SIZE };
}

/** What a finder's query asks, trimmed to what it may hold (the page's form shows it back). */
export function adminPastesQuery(input: AdminPastesQuery): { id: string; owner: string; q: string } {
  return {
    id: (input.id ?? "").trim().slice(0, 16),
    owner: (input.owner ?? "").trim().slice(0, 20),
    q: (input.q ?? "").trim().slice(0, 200),
  };
}
