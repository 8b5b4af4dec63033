import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerData, type ServerData } from "../testing/server-data";
import { projectDir, type ServerProcess, startServer } from "../testing/server-process";

// Issue 24, item 14: the admin command could not run while the server ran on the embedded
// database ("in use by process N"), so creating a user or a token meant stopping the service.
// Now it works beside the running server, through that server's own PostgreSQL, and the server
// hears of what it changed there as it hears other instances (lib/changes/listen.ts).

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

  it("disables and deletes an account, and the running server knows at once", async () => {
    // The server keeps anonymous answers of public pastes (an hour) and who a token names (seconds):
    // only the command's announcement can make it answer otherwise right away.
    expect(admin("create-user", "spammer").code).toBe(0);
    const token = admin("create-token", "spammer", "--scopes", "paste,user:read").lastLine;
    const created = await fetch(`${server.url}/api/v3/pastes`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "cheap watches", pasties: [{ content: "buy now" }] }),
    });
    expect(created.status).toBe(201);
    const pasteUrl = `${server.url}/api/v3/pastes/${((await created.json()) as { id: string }).id}`;
    expect((await fetch(pasteUrl)).status).toBe(200);
    const cached = await fetch(pasteUrl);
    expect([cached.status, cached.headers.get("x-cache")]).toEqual([200, "HIT"]);
    const readSettings = () => fetch(`${server.url}/api/v3/settings/user`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await readSettings()).status).toBe(200);

    const disabled = admin("disable", "spammer", "--note", "spam wave");
    expect(disabled.code, disabled.stderr).toBe(0);
    expect((await fetch(pasteUrl)).status).toBe(451); // quarantined with the account
    const refused = await readSettings();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ message: "The account of this access token has been disabled." });

    expect(admin("enable", "spammer").code).toBe(0);
    expect((await fetch(pasteUrl)).status).toBe(200);
    expect((await fetch(pasteUrl)).headers.get("x-cache")).toBe("HIT");
    const deleted = admin("delete-user", "spammer");
    expect(deleted.code, deleted.stderr).toBe(0);
    expect((await fetch(pasteUrl)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v3/users/spammer`)).status).toBe(404);
  });
});
