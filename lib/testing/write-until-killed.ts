import { applyPendingMigrations } from "../db/migrations";
import { openEmbeddedPostgres } from "../db/open";

// A child process for the durability test: writes rows one by one into the embedded database in
// the directory it is given and prints the id of each row once its write was acknowledged.
const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: write-until-killed <dataDir>");
const database = await openEmbeddedPostgres(dataDir);
await applyPendingMigrations(database);
console.log("ready");
for (let i = 0; ; i++) {
  const id = `k${String(i).padStart(7, "0")}`;
  await database.prisma.paste.create({ data: { id, title: `written before the kill ${i}` } });
  console.log(id);
}
