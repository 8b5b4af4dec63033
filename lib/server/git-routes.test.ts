import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionCaller } from "../auth/resolve-caller";
import type { Caller } from "../auth/caller";
import { decideReports } from "../moderation/decisions";
import { createPaste } from "../pastes/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { createTestToken, createTestUser } from "../testing/actors";
import { type LocalServer, serveLocally } from "../testing/local-server";
import { GIT_LIMITS, type GitLimits, withGitRoutes } from "./git-routes";
import { GIT_REQUEST_BYTES } from "./git-request-body";

// The git route as the server runs it (lib/server/start.ts puts it in front of everything), with
// the real git binary, on this file's database (issue 40 items 8 and 15): git's work is bounded
// (the inflated body, time, how many at once and per client), git is told the service the route
// checked, misses spend the miss budget, and a quarantined paste asks for credentials first.

// Set before the settings are first read: a DATA_DIR of this file's own (repositories and the git
// processes serving them are told apart by it), and rate limits on with a small miss budget.
const dataDir = await vi.hoisted(async () => {
  const fs = await import("node:fs");
  const os = await import("node:os");
  const dir = fs.mkdtempSync(`${os.tmpdir()}/myst-git-routes-`);
  Object.assign(process.env, {
    DATA_DIR: dir,
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_READ_PER_MINUTE: "1000",
    RATE_LIMIT_WRITE_PER_MINUTE: "1000",
    RATE_LIMIT_MISS_PER_MINUTE: "5",
  });
  return dir;
});

const run = promisify(execFile);
/** The git binary on PATH, named in full (a wrapper that finds it again would find itself). */
const realGit = async () => (await run("sh", ["-c", "command -v git"])).stdout.trim();
let owner: Caller;
let ownerToken: string;
let publicPasteId: string;
const servers: LocalServer[] = [];
const notNext = async () => {
  throw new Error("not a git request");
};

/** The git route on a free port; the client address is the X-Forwarded-For the test sends. */
async function gitServer(limits: GitLimits = GIT_LIMITS): Promise<LocalServer> {
  const server = await serveLocally(withGitRoutes(notNext, { trustedProxyHops: 1, limits }));
  servers.push(server);
  return server;
}

const from = (address: string, headers: Record<string, string> = {}) => ({ "X-Forwarded-For": address, ...headers });
const refs = (base: string, id: string, headers: Record<string, string>, query = "service=git-upload-pack") =>
  fetch(`${base}/${id}.git/info/refs?${query}`, { headers });
const basic = (token: string) => ({ Authorization: `Basic ${Buffer.from(`someone:${token}`).toString("base64")}` });

/** A POST of the pack whose body stops after its first bytes, the connection held open. */
function abandonedUpload(base: string, id: string, address: string): Promise<Socket> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST /${id}.git/git-upload-pack HTTP/1.1\r\nHost: ${hostname}\r\nX-Forwarded-For: ${address}\r\n` +
          "Content-Type: application/x-git-upload-pack-request\r\nContent-Length: 1000\r\n\r\n0032want ",
      );
      resolve(socket);
    });
    socket.on("error", () => undefined);
  });
}

/** The git processes serving this file's repositories (found by the GIT_PROJECT_ROOT they were given). */
function gitProcesses(): number {
  const marker = `GIT_PROJECT_ROOT=${join(dataDir, "git")}\0`;
  return readdirSync("/proc").filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/environ`, "latin1").includes(marker);
    } catch {
      return false;
    }
  }).length;
}

async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  // Generous: a busy machine is slow, and nothing here waits on a clock of its own.
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  const user = await createTestUser();
  owner = sessionCaller({ id: user.id, username: user.username, isAdmin: false });
  ownerToken = await createTestToken(user.id, ["paste", "user"]);
  publicPasteId = (await createPaste(owner, createPasteInputSchema.parse({ pasties: [{ title: "a.txt", content: "alpha\n" }] }), null)).id;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the git route's work is bounded", () => {
  it("tells git the service the route checked, whatever a later `service` parameter says", async () => {
    const { base } = await gitServer();
    const answer = await refs(base, publicPasteId, from("198.51.100.1"), "service=git-upload-pack&service=git-receive-pack");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/x-git-upload-pack-advertisement");
    expect(await answer.text()).not.toContain("receive-pack");
    // And a real clone still gets the paste.
    const target = join(dataDir, "clone");
    await run("git", ["clone", "--quiet", `${base}/${publicPasteId}.git`, target], { env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } });
    expect(readFileSync(join(target, "a.txt"), "utf8")).toBe("alpha\n");
  });

  it("refuses with 413 a gzip body that inflates beyond the cap, without running git on it", async () => {
    const { base } = await gitServer();
    const bomb = gzipSync(Buffer.alloc(GIT_REQUEST_BYTES + 1, "0"));
    expect(bomb.length).toBeLessThan(GIT_REQUEST_BYTES / 100);
    const answer = await fetch(`${base}/${publicPasteId}.git/git-upload-pack`, {
      method: "POST",
      headers: from("198.51.100.2", { "Content-Type": "application/x-git-upload-pack-request", "Content-Encoding": "gzip" }),
      body: bomb,
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ statusCode: 413, message: expect.stringMatching(/at most 1024 KiB/) });
  });

  it("leaves no git running for a client that left midway through its request, and frees its turn", async () => {
    const { base } = await gitServer();
    const socket = await abandonedUpload(base, publicPasteId, "198.51.100.3");
    // Its turn is taken (a second request from the address waits for it)…
    await eventually(async () => (await refs(base, publicPasteId, from("198.51.100.3"))).status === 429, "the upload holds its turn");
    socket.destroy();
    // …and given back when it leaves, with nothing of it left running.
    await eventually(async () => (await refs(base, publicPasteId, from("198.51.100.3"))).status === 200, "the turn is given back");
    await eventually(() => gitProcesses() === 0, "no git is left running");
    expect(gitProcesses()).toBe(0);
  });

  it("kills git past its time limit and answers 503", async () => {
    // A git that hangs before answering (the real one, behind a wrapper first on PATH that sleeps
    // first): a limit of 1 ms on the real git alone raced its answer on a busy machine.
    const slowGit = join(dataDir, "slow-git");
    mkdirSync(slowGit, { recursive: true });
    writeFileSync(join(slowGit, "git"), `#!/bin/sh\nsleep 60\nexec ${await realGit()} "$@"\n`, { mode: 0o755 });
    const path = process.env.PATH;
    process.env.PATH = `${slowGit}:${path}`;
    try {
      const { base } = await gitServer({ ...GIT_LIMITS, timeLimitMs: 300 });
      const answer = await refs(base, publicPasteId, from("198.51.100.4"));
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ statusCode: 503, message: expect.stringMatching(/took too long/) });
      expect(answer.headers.get("retry-after")).toBeTruthy();
      // The whole group goes: the wrapper's sleep too.
      await eventually(() => gitProcesses() === 0, "the killed git is gone");
    } finally {
      process.env.PATH = path;
    }
  });

  it("runs so many at once, one per client (429), queues a few and refuses the rest with 503", async () => {
    const { base } = await gitServer({ concurrency: 1, queue: 1, perClient: 1, timeLimitMs: 60_000 });
    const holder = await abandonedUpload(base, publicPasteId, "203.0.113.1");
    let refused: Response | undefined;
    await eventually(async () => {
      refused = await refs(base, publicPasteId, from("203.0.113.1"));
      return refused.status === 429;
    }, "the first upload runs");
    expect(refused!.headers.get("retry-after")).toBeTruthy();
    // One of three other clients waits for the turn; the queue is then full for the other two.
    let settled = 0;
    const others = ["203.0.113.2", "203.0.113.3", "203.0.113.4"].map((address) =>
      refs(base, publicPasteId, from(address)).finally(() => settled++),
    );
    await eventually(() => settled === 2, "two are refused while the first upload runs");
    holder.destroy();
    const answers = await Promise.all(others);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 503, 503]);
    const busy = answers.find((answer) => answer.status === 503)!;
    expect(busy.headers.get("retry-after")).toBeTruthy();
    expect(await busy.json()).toEqual({ statusCode: 503, message: expect.stringMatching(/busy/) });
  });
});

describe("who gets a repository", () => {
  it("spends the miss budget on ids that are not there, as the API does", async () => {
    const { base } = await gitServer();
    const statuses: number[] = [];
    for (let index = 0; index < 8; index++) statuses.push((await refs(base, `missing${index}`, from("192.0.2.77"))).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it("asks for credentials before saying a paste is under review: its owner and the admins clone it", async () => {
    const { base } = await gitServer();
    const adminUser = await createTestUser({ isAdmin: true });
    const admin = sessionCaller({ id: adminUser.id, username: adminUser.username, isAdmin: true });
    const otherUser = await createTestUser();
    const held = await createPaste(owner, createPasteInputSchema.parse({ pasties: [{ content: "held\n" }] }), null);
    await decideReports(admin, held.id, { decision: "quarantine", note: "looking into it" });

    const anonymous = await refs(base, held.id, from("192.0.2.80"));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Basic /);
    expect((await refs(base, held.id, from("192.0.2.80", basic(ownerToken)))).status).toBe(200);
    expect((await refs(base, held.id, from("192.0.2.81", basic(await createTestToken(adminUser.id, ["paste", "user"]))))).status).toBe(200);
    expect((await refs(base, held.id, from("192.0.2.82", basic(await createTestToken(otherUser.id, ["paste", "user"]))))).status).toBe(451);
  });
});
