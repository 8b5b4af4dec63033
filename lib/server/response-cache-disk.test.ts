import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DiskTier } from "./response-cache-disk";

const roots: string[] = [];
function newRoot(): string {
  const root = mkdtempSync(join(tmpdir(), "myst-disk-tier-"));
  roots.push(root);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const meta = (pasteId: string, userIds: string[] = [], expiresAt = Date.now() + 60_000) => ({ pasteId, userIds, expiresAt });
const fresh = () => true;

describe("DiskTier", () => {
  it("gives back what it was given, and forgets what a change touches", async () => {
    const tier = new DiskTier(newRoot(), 1024 * 1024);
    await tier.put("/aaaaaaaa", meta("aaaaaaaa", ["owner1"]), Buffer.from("page a"), fresh);
    await tier.put("/bbbbbbbb", meta("bbbbbbbb"), Buffer.from("page b"), fresh);
    expect((await tier.get("/aaaaaaaa"))?.data.toString()).toBe("page a");
    tier.forget((stored) => stored.userIds.includes("owner1"));
    expect(await tier.get("/aaaaaaaa")).toBeNull();
    expect((await tier.get("/bbbbbbbb"))?.data.toString()).toBe("page b");
    tier.close();
  });

  it("keeps in memory only what decides staleness, not the answer it was handed with it", async () => {
    const tier = new DiskTier(newRoot(), 1024 * 1024);
    const entry = { ...meta("aaaaaaaa", ["owner1"]), body: Buffer.alloc(64 * 1024), page: { pieces: [Buffer.alloc(1024)] } };
    await tier.put("/aaaaaaaa", entry, Buffer.from("page a"), fresh);
    const stored = await tier.get("/aaaaaaaa");
    expect(stored?.data.toString()).toBe("page a");
    expect(stored?.meta).not.toHaveProperty("body");
    expect(stored?.meta).not.toHaveProperty("page");
    expect(stored?.meta).toMatchObject(meta("aaaaaaaa", ["owner1"], entry.expiresAt));
    tier.close();
  });

  it("does not keep an answer a change made stale while it was being written", async () => {
    const root = newRoot();
    const tier = new DiskTier(root, 1024 * 1024);
    await tier.put("/aaaaaaaa", meta("aaaaaaaa"), Buffer.from("stale"), () => false);
    expect(await tier.get("/aaaaaaaa")).toBeNull();
    const [own] = readdirSync(root);
    await expect.poll(() => readdirSync(join(root, own!)).length).toBe(0);
    tier.close();
  });

  it("forgets expired answers and the least recently used beyond its bytes", async () => {
    const tier = new DiskTier(newRoot(), 25);
    await tier.put("/expired1", meta("expired1", [], Date.now() - 1), Buffer.from("x"), fresh);
    expect(await tier.get("/expired1")).toBeNull();
    await tier.put("/first000", meta("first000"), Buffer.alloc(10), fresh);
    await tier.put("/second00", meta("second00"), Buffer.alloc(10), fresh);
    expect(await tier.get("/first000")).not.toBeNull();
    await tier.put("/third000", meta("third000"), Buffer.alloc(10), fresh);
    expect(await tier.get("/second00")).toBeNull();
    expect(await tier.get("/first000")).not.toBeNull();
    expect(await tier.get("/third000")).not.toBeNull();
    tier.close();
  });

  it("starts empty in a directory of its own, removing those of processes that are gone", async () => {
    const root = newRoot();
    const gone = join(root, "2147483646-deadbeef");
    mkdirSync(gone);
    const earlier = new DiskTier(root, 1024);
    await earlier.put("/aaaaaaaa", meta("aaaaaaaa"), Buffer.from("kept by another tier"), fresh);
    const later = new DiskTier(root, 1024);
    expect(existsSync(gone)).toBe(false);
    // A live process's directory stays, but its files are not this tier's to serve.
    expect(readdirSync(root)).toHaveLength(2);
    expect(await later.get("/aaaaaaaa")).toBeNull();
    earlier.close();
    later.close();
    expect(readdirSync(root)).toHaveLength(0);
  });
});
