// postinstall: generates the Prisma client into lib/db/generated. Generating needs no schema
// engine, but the CLI tries to download one unless it is told a binary exists (offline hosts).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const placeholder = existsSync("/bin/true") ? "/bin/true" : process.execPath;
const result = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate", "--schema", "prisma/schema.prisma"], {
  stdio: "inherit",
  env: { PRISMA_SCHEMA_ENGINE_BINARY: placeholder, ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
process.exit(result.status ?? 1);
