import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerData, type ServerData } from "../testing/server-data";
import { projectDir, type ServerProcess, startServer } from "../testing/server-process";

// Issue 24, item 14: the admin command could not run while the server ran on the embedded
// database ("in use by process N"), so creating a user or a token meant stopping the service.
// Now it works beside the running server, through that server's own PostgreSQL.

let data: ServerData;
let server: ServerProcess;

beforeAll(async () => {
  data = await createServerData();
  server = await startServer({ dataDir: data.dataDir, env: { RATE_LIMIT_ENABLED: "false" } });
});

afterAll(async () => {
  await server?.terminate();
  await data?.dispose();
});

function admin(...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", join(projectDir, "lib/cli/admin.ts"), ...args], {
    cwd: projectDir,
    env: { ...process.env, DATA_DIR: data.dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: result.status, lastLine: result.stdout.trim().split("\n").at(-1) ?? "", stderr: result.stderr };
}

describe("npm run admin beside the running server", () => {
  it("creates a user and a token the running server accepts at once", async () => {
    const user = admin("create-user", "operator", "--password", "a long enough password");
    expect(user.code, user.stderr).toBe(0);
    const token = admin("create-token", "operator", "--scopes", "paste,user:read");
    expect(token.code, token.stderr).toBe(0);
    // A read that needs the token (user:read) answers, and the user is there.
    const settings = await fetch(`${server.url}/api/v3/settings/user`, { headers: { Authorization: `Bearer ${token.lastLine}` } });
    expect(settings.status).toBe(200);
    expect((await fetch(`${server.url}/api/v3/settings/user`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/v3/users/operator`)).status).toBe(200);
    // The server is unharmed: it still answers, and still owns its database.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
