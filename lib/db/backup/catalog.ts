import type pg from "pg";

// What a backup holds, read from PostgreSQL's catalog rather than listed by hand: every table of
// the application's schema (a table a new migration adds is in the next backup by itself), in
// an order where each table comes after those its foreign keys point to.

/** Prisma's record of the migrations: the restoring side's migrations write their own. */
const MIGRATIONS_TABLE = "_prisma_migrations";

export interface TableShape {
  name: string;
  /** Written columns in their order; generated ones are computed again, not copied. */
  columns: string[];
}

export async function tablesInForeignKeyOrder(client: pg.ClientBase): Promise<TableShape[]> {
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> $1
     ORDER BY c.relname, a.attnum`,
    [MIGRATIONS_TABLE],
  );
  const { rows: references } = await client.query<{ table: string; references: string }>(
    `SELECT c.relname AS table, r.relname AS references
     FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid
     JOIN pg_class r ON r.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE k.contype = 'f' AND n.nspname = current_schema() AND c.oid <> r.oid`,
  );
  const shapes = new Map<string, string[]>();
  for (const { table, column } of columns) shapes.set(table, [...(shapes.get(table) ?? []), column]);
  return foreignKeyOrder([...shapes.keys()], references).map((name) => ({ name, columns: shapes.get(name)! }));
}

/**
 * `tables` ordered so that every table follows the tables it references (a table referring to
 * itself is filled by one COPY, whose foreign keys are checked at its end). A cycle between
 * tables would leave no order; the schema has none, and one is told rather than guessed at.
 */
export function foreignKeyOrder(tables: string[], references: { table: string; references: string }[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort();
  while (remaining.length > 0) {
    const ready = remaining.findIndex((table) =>
      references.every((edge) => edge.table !== table || placed.has(edge.references) || !tables.includes(edge.references)),
    );
    if (ready === -1) throw new Error(`The foreign keys between ${remaining.join(", ")} form a cycle: no order to copy them in.`);
    const [table] = remaining.splice(ready, 1);
    ordered.push(table!);
    placed.add(table!);
  }
  return ordered;
}

/** The newest migration applied, or null before any (no migrations table yet). */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows: exists } = await client.query<{ name: string | null }>("SELECT to_regclass($1)::text AS name", [MIGRATIONS_TABLE]);
  if (!exists[0]?.name) return [];
  const { rows } = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM ${MIGRATIONS_TABLE}
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((row) => row.name);
}

export async function sequenceValues(client: pg.ClientBase): Promise<{ name: string; value: string }[]> {
  const { rows } = await client.query<{ name: string; value: string }>(
    `SELECT quote_ident(sequencename) AS name, last_value::text AS value
     FROM pg_sequences WHERE schemaname = current_schema() AND last_value IS NOT NULL ORDER BY sequencename`,
  );
  return rows;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
