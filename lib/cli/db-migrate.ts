import { parseArgs } from "node:util";
import { planNextMigration, writeMigration } from "../db/create-migration";

// `npm run db:migrate -- --name <name>`: writes the next migration for a change to
// prisma/schema.prisma. It never touches a running database; the server applies it at start.
const { values } = parseArgs({ options: { name: { type: "string" } } });
const name = values.name?.trim();
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:migrate -- --name <snake_case_name>");
  process.exit(2);
}

const plan = await planNextMigration();
if (plan.empty) {
  console.log("prisma/schema.prisma matches the committed migrations: nothing to write.");
} else {
  const directory = await writeMigration(name, plan.script);
  console.log(`Wrote prisma/migrations/${directory}/migration.sql`);
}
