import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer, untilNoProcessWorksIn } from "../testing/server-process";

// A full disk under a running server (issue 18, item 9), for real: the embedded database's
// DATA_DIR on a small tmpfs, filled to the last byte with a file, then freed. Meanwhile writes
// answer 507 in their surface's shape with a clear message, /healthz says 503 "storage full",
// reads go on (the API, the pages, anonymous settings); once the file is gone, writes work again
// in the same process. The PostgreSQL variant has no data directory of its own to fill, so this
// runs on the embedded engine only (the server config leaves *.embedded.server-test.ts out then).

const mountPoint = mkdtempSync(join(tmpdir(), "myst-full-disk-"));
const fillerPath = join(mountPoint, "filler");
let mounted = false;

/** A 96 MB tmpfs at mountPoint; mounting needs root, as CI has (.ci/run installs as root). */
function mountSmallDisk(): void {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=96m", "tmpfs", mountPoint], { stdio: "pipe" });
    mounted = true;
  } catch (error) {
    rmSync(mountPoint, { recursive: true, force: true });
    const reason = (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error);
    throw new Error(`the full-disk test mounts a tmpfs, which needs root: ${reason}`);
  }
}

/** Writes until the file system refuses (ENOSPC): nothing is left for anyone. */
function fillTheDisk(): void {
  try {
    writeFileSync(fillerPath, Buffer.alloc(512 * 1024 * 1024));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  }
}

// Incompressible, so storing it needs new pages the full disk cannot give.
const bigContent = () => randomBytes(200 * 1024).toString("base64");

describe("full disk", () => {
  let server: ServerProcess;
  let pasteId = "";
  const form = { Origin: "", "Content-Type": "application/x-www-form-urlencoded" };

  beforeAll(async () => {
    mountSmallDisk();
    server = await startServer({ dataDir: join(mountPoint, "data") });
    form.Origin = server.url;
  });

  afterAll(async () => {
    await server?.kill9();
    await untilNoProcessWorksIn(mountPoint);
    if (mounted) execFileSync("umount", [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  async function call(path: string, init?: RequestInit) {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init, signal: AbortSignal.timeout(20_000) });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }
  const create = (content: string) =>
    call("/api/v3/pastes", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ pasties: [{ content }] }),
    });
  const signIn = () =>
    call("/auth/login", {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ username: "diskuser", password: "long enough pw" }).toString(),
    });

  it("refuses writes with 507, keeps reads and says so in /healthz; writes recover when space is freed", async () => {
    const created = await create("written before the disk filled up");
    expect(created.status, created.text).toBe(201);
    pasteId = (JSON.parse(created.text) as { id: string }).id;
    const signedUp = await call("/auth/signup", {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ username: "diskuser", password: "long enough pw" }).toString(),
    });
    expect(signedUp.status).toBe(303);

    fillTheDisk();

    const health = await call("/healthz");
    expect(health.status).toBe(503);
    expect(JSON.parse(health.text)).toEqual({ status: "unavailable", database: "ok", storage: "full" });

    const refused = await create(bigContent());
    expect(refused.status, refused.text).toBe(507);
    expect(JSON.parse(refused.text)).toEqual({
      statusCode: 507,
      message: expect.stringMatching(/^The server has run out of storage space/),
    });
    const legacy = await call("/api/v2/paste", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "", expiresIn: "never", pasties: [{ code: bigContent() }] }),
    });
    expect(legacy.status, legacy.text).toBe(507);
    expect(JSON.parse(legacy.text)).toEqual({ statusMessage: expect.stringMatching(/storage space/) });

    // Reads go on.
    expect((await call(`/api/v3/pastes/${pasteId}`)).status).toBe(200);
    const page = await call(`/${pasteId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("written before the disk filled up");
    const settings = await call("/api/v3/settings");
    expect(settings.status, settings.text).toBe(200);
    expect(settings.headers.get("set-cookie")).toMatch(/^myst_settings=/);
    // Signing in writes a session row, which a full disk may or may not still take: either it
    // works or it says why, never "Something went wrong".
    const signedIn = await signIn();
    const outcome =
      signedIn.status === 507
        ? { status: 507, saysWhy: signedIn.text.includes("run out of storage space") }
        : { status: signedIn.status, location: signedIn.headers.get("location") };
    expect(
      [
        { status: 507, saysWhy: true },
        { status: 303, location: "/" },
      ],
      signedIn.text,
    ).toContainEqual(outcome);

    rmSync(fillerPath);

    const healthy = await call("/healthz");
    expect(healthy.status, healthy.text).toBe(200);
    expect(JSON.parse(healthy.text)).toEqual({ status: "ok", database: "ok", storage: "ok" });
    const recovered = await create(bigContent());
    expect(recovered.status, recovered.text).toBe(201);
    expect((await signIn()).status).toBe(303);
  });
});
