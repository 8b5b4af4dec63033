import type { Database } from "./engines";
import { sql } from "./sql";

// The embedded database's roles. The cluster's superuser (`postgres`) applies the migrations and
// owns the audit log; the server and the commands serve as `myst_app`, an ordinary role that owns
// every other table of the schema but may only read and append to the audit log. The
// append-only trigger (prisma/migrations/…_moderation) stopped the application's own statements
// and nothing else: a superuser connection, or a statement smuggled through one, could disable
// it, drop it, or truncate the log. Now changing an entry is refused by privileges, and the
// trigger is out of the application's reach (ALTER TABLE, DROP TRIGGER, CREATE OR REPLACE
// FUNCTION all need the owner).
//
// Settled on every start, after the migrations, by the superuser, idempotently: a cluster made
// before this (everything owned by the superuser, which the server connected as) is brought to
// it in place, and a table a later migration creates is handed over on the start that applies it.
// A step that has nothing to change changes nothing (no lock is taken beside a running server).

export const APPLICATION_ROLE = "myst_app";

/** Tables the application does not own: the audit log (read and appended to), Prisma's migrations table (read). */
const SETTLE = `
DO $settle$
DECLARE
  relation record;
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${APPLICATION_ROLE}') THEN
    CREATE ROLE ${APPLICATION_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
  END IF;

  FOR relation IN
    SELECT c.oid::regclass AS name, c.relkind AS kind
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema()
      AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
      AND c.relname NOT IN ('audit_entries', '_prisma_migrations')
      AND c.relowner <> '${APPLICATION_ROLE}'::regrole
      -- A column's sequence goes with its table.
      AND NOT (c.relkind = 'S' AND EXISTS (
        SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i')))
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO ${APPLICATION_ROLE}',
      CASE relation.kind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END,
      relation.name);
  END LOOP;

  IF to_regclass('audit_entries') IS NOT NULL THEN
    IF (SELECT relowner FROM pg_class WHERE oid = 'audit_entries'::regclass) = '${APPLICATION_ROLE}'::regrole THEN
      ALTER TABLE audit_entries OWNER TO CURRENT_USER;
    END IF;
    IF has_table_privilege('${APPLICATION_ROLE}', 'audit_entries', 'UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER') THEN
      REVOKE ALL ON audit_entries FROM ${APPLICATION_ROLE};
    END IF;
    IF NOT has_table_privilege('${APPLICATION_ROLE}', 'audit_entries', 'SELECT')
      OR NOT has_table_privilege('${APPLICATION_ROLE}', 'audit_entries', 'INSERT') THEN
      GRANT SELECT, INSERT ON audit_entries TO ${APPLICATION_ROLE};
    END IF;
  END IF;

  -- Whether anything is pending is asked by whoever opens the database, the application included.
  IF to_regclass('_prisma_migrations') IS NOT NULL
    AND NOT has_table_privilege('${APPLICATION_ROLE}', '_prisma_migrations', 'SELECT') THEN
    GRANT SELECT ON _prisma_migrations TO ${APPLICATION_ROLE};
  END IF;
END
$settle$`;

/** Creates the application's role and settles what it owns and may do; `admin` is the superuser's connection. */
export async function settleApplicationRole(admin: Database): Promise<void> {
  await admin.prisma.$executeRawUnsafe(SETTLE);
}

/** The same server and database as `adminUrl`, as the application's role (the socket trusts its owner's processes). */
export function asApplicationRole(adminUrl: string): string {
  const url = new URL(adminUrl);
  url.username = APPLICATION_ROLE;
  return url.toString();
}

/**
 * Whether the role `database` connects as is a superuser: with DATABASE_URL, the operator's
 * choice, which leaves the audit log's protection binding only the application's own statements.
 */
export async function connectsAsSuperuser(database: Database): Promise<boolean> {
  const [row] = await database.queryRows<{ superuser: boolean }>(
    sql`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`,
  );
  return row?.superuser === true;
}
