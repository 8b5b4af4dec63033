import { z } from "zod";
import type { Caller } from "../auth/caller";
import { instanceSettings } from "../instance-settings/resolver";
import { database } from "../db/client";
import { sql } from "../db/sql";
import { requireAdmin, requireAdminForPage } from "./access";

// What an operator wants to know of the instance at a glance (/admin, GET /api/v3/admin/stats):
// accounts, pastes, reports and what moderation holds, in one statement of counts, and the
// database's size.

export const instanceStatsSchema = z.object({
  registration: z.enum(["open", "invite", "closed"]),
  users: z.object({
    total: z.number().int(),
    admins: z.number().int(),
    disabled: z.number().int(),
    joinedLastWeek: z.number().int(),
  }),
  pastes: z.object({
    total: z.number().int().describe("Live pastes (not expired)."),
    private: z.number().int(),
    anonymous: z.number().int(),
    encrypted: z.number().int().describe("Encrypted by the server with a password."),
    endToEnd: z.number().int().describe("End-to-end encrypted: the server holds only their ciphertext."),
    expiring: z.number().int().describe("Live pastes with an expiry."),
    quarantined: z.number().int(),
    createdLastWeek: z.number().int(),
  }),
  reports: z.object({ open: z.number().int(), lastWeek: z.number().int() }),
  blockedContents: z.number().int(),
  activeInvitations: z.number().int(),
  databaseBytes: z.number().int().describe("The database's size on disk (PostgreSQL's pg_database_size)."),
});
export type InstanceStats = z.infer<typeof instanceStatsSchema>;

type Row = Record<
  | "users"
  | "admins"
  | "disabled"
  | "joined"
  | "pastes"
  | "private"
  | "anonymous"
  | "encrypted"
  | "endToEnd"
  | "expiring"
  | "quarantined"
  | "created"
  | "openReports"
  | "recentReports"
  | "blocked"
  | "invitations"
  | "databaseBytes",
  number
>;

export async function getInstanceStats(caller: Caller, forPage = false): Promise<InstanceStats> {
  if (forPage) requireAdminForPage(caller);
  else requireAdmin(caller);
  const [row] = await database().queryRows<Row>(sql`
    WITH live AS (SELECT * FROM pastes WHERE deletes_at IS NULL OR deletes_at > now())
    SELECT
      (SELECT count(*)::int FROM users) AS users,
      (SELECT count(*)::int FROM users WHERE is_admin) AS admins,
      (SELECT count(*)::int FROM users WHERE disabled_at IS NOT NULL) AS disabled,
      (SELECT count(*)::int FROM users WHERE created_at > now() - interval '7 days') AS joined,
      (SELECT count(*)::int FROM live) AS pastes,
      (SELECT count(*)::int FROM live WHERE private) AS private,
      (SELECT count(*)::int FROM live WHERE owner_id IS NULL) AS anonymous,
      (SELECT count(*)::int FROM live WHERE encrypted_pasties IS NOT NULL) AS encrypted,
      (SELECT count(*)::int FROM live WHERE e2e IS NOT NULL) AS "endToEnd",
      (SELECT count(*)::int FROM live WHERE deletes_at IS NOT NULL) AS expiring,
      (SELECT count(*)::int FROM live WHERE quarantined_at IS NOT NULL) AS quarantined,
      (SELECT count(*)::int FROM live WHERE created_at > now() - interval '7 days') AS created,
      (SELECT count(*)::int FROM paste_reports WHERE closed_at IS NULL) AS "openReports",
      (SELECT count(*)::int FROM paste_reports WHERE created_at > now() - interval '7 days') AS "recentReports",
      (SELECT count(*)::int FROM blocked_contents) AS blocked,
      (SELECT count(*)::int FROM invitations
        WHERE revoked_at IS NULL AND uses < max_uses AND (expires_at IS NULL OR expires_at > now())) AS invitations,
      -- The sum of the database's files as PostgreSQL knows them: no table is read. float8, since a bigint comes back as text.
      pg_database_size(current_database())::float8 AS "databaseBytes"`);
  const counts = row!;
  return {
    registration: (await instanceSettings()).registration,
    users: { total: counts.users, admins: counts.admins, disabled: counts.disabled, joinedLastWeek: counts.joined },
    pastes: {
      total: counts.pastes,
      private: counts.private,
      anonymous: counts.anonymous,
      encrypted: counts.encrypted,
      endToEnd: counts.endToEnd,
      expiring: counts.expiring,
      quarantined: counts.quarantined,
      createdLastWeek: counts.created,
    },
    reports: { open: counts.openReports, lastWeek: counts.recentReports },
    blockedContents: counts.blocked,
    activeInvitations: counts.invitations,
    databaseBytes: counts.databaseBytes,
  };
}
