import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, call, signUp } from "../testing/server-accounts";
import { createServerData, type ServerData } from "../testing/server-data";
import { type ServerProcess, startServer } from "../testing/server-process";

// `git clone <site>/<id>.git` (issue 30 item 8) with the real git binary against the production
// server: one file per pasty, one commit per version, private pastes with a token as the
// password, and nothing else (no push, no encrypted paste).

const run = promisify(execFile);
let data: ServerData;
let server: ServerProcess;
let owner: Account;
const scratch = mkdtempSync(join(tmpdir(), "myst-git-clone-"));
let clones = 0;

/** git clone into a fresh folder: its path, or git's error. Never asks for a password. */
async function clone(url: string): Promise<string> {
  const target = join(scratch, `clone-${clones++}`);
  await run("git", ["clone", "--quiet", url, target], { env: { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_ASKPASS: "" } });
  return target;
}
const gitIn = async (dir: string, ...args: string[]) => (await run("git", ["-C", dir, ...args])).stdout.trim();
const withToken = (account: Account, id: string) => server.url.replace("://", `://${account.username}:${account.token}@`) + `/${id}.git`;

async function createPaste(
  body: unknown,
  account: Account | null = owner,
  headers: Record<string, string> = {},
): Promise<{ id: string; pasties: { id: string }[] }> {
  const response = await fetch(`${server.url}/api/v3/pastes`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(account ? { Authorization: `Bearer ${account.token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string; pasties: { id: string }[] };
}

beforeAll(async () => {
  data = await createServerData();
  server = await startServer({ dataDir: data.dataDir, databaseUrl: data.databaseUrl });
  owner = await signUp(server.url, "gitowner");
});

afterAll(async () => {
  await server?.terminate();
  await data?.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

describe("git clone", () => {
  it("gives one file per pasty and one commit per version, by the owner, in order", async () => {
    const paste = await createPaste({ title: "Tools", pasties: [{ title: "main.rs", content: "fn main() {}\n", language: "Rust" }] });
    const edit = (pasties: unknown[]) => call(server.url, owner, "PATCH", `/api/v3/pastes/${paste.id}`, { title: "Tools", pasties });
    expect((await edit([{ id: paste.pasties[0]!.id, content: "fn main() { run(); }\n" }])).status).toBe(200);
    expect(
      (
        await edit([
          { id: paste.pasties[0]!.id, content: "fn main() { run(); }\n" },
          { title: "notes.md", content: "# Notes\n" },
        ])
      ).status,
    ).toBe(200);

    const dir = await clone(`${server.url}/${paste.id}.git`);
    expect(
      readdirSync(dir)
        .filter((name) => name !== ".git")
        .sort(),
    ).toEqual(["main.rs", "notes.md"]);
    expect(readFileSync(join(dir, "main.rs"), "utf8")).toBe("fn main() { run(); }\n");
    const log = (await gitIn(dir, "log", "--format=%an")).split("\n");
    expect(log).toEqual(["gitowner", "gitowner", "gitowner"]);
    expect(await gitIn(dir, "show", "HEAD~2:main.rs")).toBe("fn main() {}");
    // An edit later, the next clone (and a fetch) has it.
    expect((await edit([{ id: paste.pasties[0]!.id, content: "fn main() { done(); }\n" }])).status).toBe(200);
    await gitIn(dir, "pull", "--quiet");
    expect(readFileSync(join(dir, "main.rs"), "utf8")).toBe("fn main() { done(); }\n");
    expect(readdirSync(dir)).not.toContain("notes.md");
  });

  it("clones a private paste only with its owner's token as the password", async () => {
    const paste = await createPaste({ private: true, pasties: [{ title: "secret.txt", content: "private words\n" }] });
    await expect(clone(`${server.url}/${paste.id}.git`)).rejects.toThrow(/Authentication failed|could not read Username|401/);
    const other = await signUp(server.url, "gitother");
    await expect(clone(withToken(other, paste.id))).rejects.toThrow(/not found|404/i);
    const dir = await clone(withToken(owner, paste.id));
    expect(readFileSync(join(dir, "secret.txt"), "utf8")).toBe("private words\n");
  });

  it("refuses an encrypted paste and every push", async () => {
    const locked = await createPaste({ encrypted: true, pasties: [{ content: "locked" }] }, owner, { "Encryption-Key": "the key" });
    await expect(clone(withToken(owner, locked.id))).rejects.toThrow(/400/);
    const open = await createPaste({ pasties: [{ content: "open\n" }] });
    const dir = await clone(withToken(owner, open.id));
    await run("git", ["-C", dir, "-c", "user.name=x", "-c", "user.email=x@x", "commit", "--allow-empty", "-qm", "mine"]);
    await expect(
      run("git", ["-C", dir, "push", "--quiet", "origin", "main"], { env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } }),
    ).rejects.toThrow(/403/);
    const refs = await fetch(`${server.url}/${open.id}.git/info/refs?service=git-receive-pack`);
    expect(refs.status).toBe(403);
    expect(await refs.json()).toMatchObject({ statusCode: 403, message: expect.stringMatching(/read-only/) });
  });
});
