import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { initCluster, startCluster } from "./embedded-postgres";
import { type Database, openPostgres } from "./engines";
import { applyPendingMigrations } from "./migrations";
import { openEmbeddedPostgres } from "./open";
import { sql } from "./sql";

// The embedded database serves the application as an ordinary role (application-role.ts): on a
// data directory made before that — a cluster where everything belonged to the superuser the
// server connected as — the next start settles it in place, and from then on a statement the
// application sends cannot change, remove or unprotect the audit log, while everything else it
// does still works. On the embedded PostgreSQL itself (PGlite, the unit tests' engine, has one
// user, a superuser).

const dataDir = mkdtempSync(join(tmpdir(), "myst-application-role-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const entry = (id: string) => ({
  id,
  action: "paste_deleted" as const,
  actorId: "admin001",
  actorName: "root",
  targetType: "paste",
  targetId: id,
});

/** A data directory as earlier versions left it: migrated and written by the cluster's superuser. */
async function clusterOfEarlierVersions(): Promise<void> {
  const clusterDir = join(dataDir, "postgres");
  await initCluster(clusterDir);
  const server = await startCluster(clusterDir);
  const superuser = openPostgres(server.url);
  try {
    await applyPendingMigrations(superuser);
    await superuser.prisma.paste.create({ data: { id: "before01", title: "written before" } });
    await superuser.prisma.auditEntry.create({ data: entry("before01") });
  } finally {
    await superuser.close();
    await server.stop();
  }
}

/** The error PostgreSQL answers `statement` with, as the application's connection. */
async function refusal(database: Database, statement: string): Promise<string> {
  return database.prisma.$executeRawUnsafe(statement).then(
    () => "done",
    (error: Error) => error.message,
  );
}

describe("the embedded database's application role", () => {
  it("is no superuser, owns the application's tables, and cannot touch the audit log beyond reading and appending", async () => {
    await clusterOfEarlierVersions();
    for (const start of ["upgrading in place", "as settled"]) {
      const database = await openEmbeddedPostgres(dataDir);
      try {
        const [role] = await database.queryRows<{ name: string; superuser: boolean }>(
          sql`SELECT current_user AS name, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`,
        );
        expect(role, start).toEqual({ name: "myst_app", superuser: false });

        // What the application does still works, on rows from before too.
        await database.prisma.paste.update({ where: { id: "before01" }, data: { title: `changed ${start}` } });
        await database.prisma.paste.create({ data: { id: start === "as settled" ? "after002" : "after001" } });
        await database.prisma.auditEntry.create({ data: entry(start === "as settled" ? "after002" : "after001") });
        const entries = await database.prisma.auditEntry.count();

        for (const statement of [
          "UPDATE audit_entries SET note = 'rewritten'",
          "DELETE FROM audit_entries",
          "TRUNCATE audit_entries",
          "ALTER TABLE audit_entries DISABLE TRIGGER audit_entries_append_only",
          "ALTER TABLE audit_entries DISABLE TRIGGER ALL",
          "DROP TRIGGER audit_entries_append_only ON audit_entries",
          "CREATE OR REPLACE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END; $$",
          "DROP TABLE audit_entries",
          "ALTER TABLE audit_entries OWNER TO myst_app",
          "SET session_replication_role = replica",
          "ALTER ROLE myst_app SUPERUSER",
        ]) {
          expect(await refusal(database, statement), `${statement} (${start})`).toMatch(
            /permission denied|must be (the )?owner|must be superuser|must have/i,
          );
        }
        expect(await database.prisma.auditEntry.count()).toBe(entries);
        expect(await database.prisma.auditEntry.findUnique({ where: { id: "before01" } })).toMatchObject({ note: "", actorName: "root" });
      } finally {
        await database.close();
      }
    }
  }, 120_000);

  // On the same data directory, to spare the test a cluster of its own: the application's
  // connections are bounded by DATABASE_POOL_SIZE (each a PostgreSQL process of a few MB), and the
  // cluster takes as many as that pool and an admin command's beside it can open.
  it("opens no more connections than the pool's size, however many statements wait", async () => {
    const database = await openEmbeddedPostgres(dataDir, { poolSize: 3 });
    try {
      // Eight statements at once: a pool of the default size (8) would open eight.
      await Promise.all(Array.from({ length: 8 }, () => database.queryRows(sql`SELECT pg_sleep(0.05)`)));
      const [open] = await database.queryRows<{ connections: number }>(
        sql`SELECT count(*)::int AS connections FROM pg_stat_activity WHERE usename = current_user AND backend_type = 'client backend'`,
      );
      expect(open?.connections).toBe(3);
      const [limit] = await database.queryRows<{ max_connections: string }>(sql`SHOW max_connections`);
      expect(limit?.max_connections).toBe(String(2 * 3 + 10));
    } finally {
      await database.close();
    }
  }, 120_000);
});
