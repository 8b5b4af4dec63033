import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encryptPaste, newPasteKey } from "../end-to-end/format";
import { createServerData, type ServerData } from "../testing/server-data";
import { type Account, call, signUp } from "../testing/server-accounts";
import { type ServerProcess, startServer } from "../testing/server-process";
import { type CachedPaste, writesThatChangeAnswers } from "./response-cache-writes";

// The response cache on the production server: anonymous reads of public pastes are answered
// from the cache (X-Cache: HIT), and every write that changes what a reader sees makes the next
// read fresh on this instance at once. Run with each tier alone: memory
// (response-cache.server-test.ts) and disk (response-cache-disk.server-test.ts). Other instances
// on the same PostgreSQL: response-cache-instances.postgres.server-test.ts.

export interface CacheTier {
  /** Settings on top of the usual ones that leave only this tier. */
  env: Record<string, string>;
  /**
   * The disk tier keeps a data answer (JSON, raw text) once it was made twice: alone, it serves
   * one from the third read on. Memory keeps every answer at once.
   */
  dataOnSecondMiss: boolean;
  /** The myst_cache_lookups_total label its hits are counted under (the benchmark's hit rates). */
  countedAs: "response" | "response-disk";
}

/** The response cache's suite on a server with one tier. */
export function responseCacheSuite(tier: CacheTier): void {
  const ADMIN = "cacheadmin";
  let data: ServerData;
  let server: ServerProcess;
  let owner: Account;
  let admin: Account;

  async function createPaste(base: string, title: string): Promise<CachedPaste> {
    const response = await call(base, owner, "POST", "/api/v3/pastes", {
      title,
      pasties: [{ title: "a.txt", content: `content of ${title}`, language: "Text" }],
    });
    expect(response.status).toBe(201);
    return (await response.json()) as CachedPaste;
  }

  /** The surfaces the cache keeps, for one paste. */
  const surfaces = (paste: CachedPaste) => [
    `/${paste.id}`,
    `/${paste.id}/embed`,
    `/raw/${paste.id}/${paste.pasties[0]!.id}`,
    `/api/v3/pastes/${paste.id}`,
    `/api/v3/pastes/${paste.id}/stats`,
    `/api/v2/paste/${paste.id}`,
    `/paste/${paste.id}`,
  ];
  /** How many reads of `path` miss before the tier under test has it (a page: `/<id>` or `/<id>/embed`). */
  const missesBeforeHit = (path: string) => (tier.dataOnSecondMiss && /^\/(?:raw|api|paste)\//.test(path) ? 2 : 1);

  /**
   * Reads `path` anonymously until it comes from the cache, which it must after `missesBeforeHit`
   * misses at most, not counting pages shown plain because the render threads were busy (never
   * kept: lib/server/page-assembly.ts), which a loaded machine answers for a while after a write.
   */
  async function readCached(base: string, path: string) {
    let read = await anonymous(base, path);
    for (let misses = 0, busyWaits = 0; read.cache !== "HIT"; read = await anonymous(base, path)) {
      if (shownBusy(read.body) && busyWaits++ < 40) await new Promise((resolve) => setTimeout(resolve, 250));
      else if (++misses > missesBeforeHit(path)) break;
    }
    expect(read.status, path).toBe(200);
    expect(read.cache, path).toBe("HIT");
    return read;
  }

  /** Whether a page shows its code plain for now, the render threads being busy (lib/i18n/messages/en/render.json). */
  const shownBusy = (body: string) => body.includes("the server is busy right now");

  async function anonymous(base: string, path: string) {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, cache: response.headers.get("x-cache"), body: await response.text(), headers: response.headers };
  }

  /** Reads every surface anonymously until it comes from the cache. */
  async function warm(base: string, paste: CachedPaste): Promise<void> {
    for (const path of surfaces(paste)) await readCached(base, path);
  }

  beforeAll(async () => {
    data = await createServerData();
    server = await startServer({
      dataDir: data.dataDir,
      databaseUrl: data.databaseUrl,
      env: {
        RATE_LIMIT_ENABLED: "false",
        ADMIN_USERNAMES: ADMIN,
        AUTH_SECRET: randomBytes(32).toString("hex"),
        // What became of the pages rendered ahead of their first view.
        METRICS_ENABLED: "true",
        ...tier.env,
      },
    });
    owner = await signUp(server.url, "cacheowner");
    admin = await signUp(server.url, ADMIN);
  });

  afterAll(async () => {
    await server?.terminate();
    await data?.dispose();
  });

  /** The pages offered for rendering ahead of their first view so far, by outcome (lib/server/first-views.ts). */
  async function firstViewRenders(): Promise<Record<string, number>> {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    const outcomes: Record<string, number> = {};
    for (const [, outcome, count] of text.matchAll(/^myst_first_view_renders_total\{outcome="(\w+)"\} (\d+)$/gm))
      outcomes[outcome!] = Number(count);
    return outcomes;
  }

  /** The lookups counted so far in one of the response cache's tiers (lib/metrics/record.ts). */
  async function cacheLookups(cache: CacheTier["countedAs"]): Promise<{ hit: number; miss: number }> {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    const count = (outcome: string) =>
      Number(new RegExp(`^myst_cache_lookups_total\\{cache="${cache}",outcome="${outcome}"\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
    return { hit: count("hit"), miss: count("miss") };
  }

  describe("the response cache", () => {
    // First: the suite's only paste so far, so the one outcome counted is its page's.
    it("answers a new public paste's first anonymous view from the cache: its page was rendered when it was written", async () => {
      const paste = await createPaste(server.url, "First view");
      let outcomes = await firstViewRenders();
      while (Object.keys(outcomes).length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        outcomes = await firstViewRenders();
      }
      expect(outcomes).toEqual({ rendered: 1 });
      const first = await anonymous(server.url, `/${paste.id}`);
      expect(first).toMatchObject({ status: 200, cache: "HIT" });
      expect(first.body).toContain("content of First view");
    });

    it("answers repeated anonymous reads from the cache, with a fresh CSP nonce on every page", async () => {
      const paste = await createPaste(server.url, "Cached");
      await warm(server.url, paste);
      const [first, second] = [await anonymous(server.url, `/${paste.id}`), await anonymous(server.url, `/${paste.id}`)];
      const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
      const [a, b] = [nonceOf(first.headers.get("content-security-policy")), nonceOf(second.headers.get("content-security-policy"))];
      expect(a).toBeTruthy();
      expect(a).not.toBe(b);
      expect(second.body).toContain(`nonce="${b}"`);
      expect(second.body).not.toContain(a!);
      // The ETag still answers 304 from the cache.
      const api = await fetch(`${server.url}/api/v3/pastes/${paste.id}`);
      const revalidated = await fetch(`${server.url}/api/v3/pastes/${paste.id}`, {
        headers: { "If-None-Match": api.headers.get("etag")! },
      });
      expect(revalidated.status).toBe(304);
    });

    it("counts its hits and misses in /metrics, as the benchmark reads them", async () => {
      const paste = await createPaste(server.url, "Counted");
      const path = `/raw/${paste.id}/${paste.pasties[0]!.id}`;
      const before = await cacheLookups(tier.countedAs);
      await readCached(server.url, path);
      await readCached(server.url, path);
      const after = await cacheLookups(tier.countedAs);
      expect(after.hit - before.hit).toBeGreaterThanOrEqual(2);
      expect(after.miss - before.miss).toBeGreaterThanOrEqual(1);
    });

    it("never serves or keeps answers for callers with credentials, keys or our cookies", async () => {
      const paste = await createPaste(server.url, "Personal");
      await warm(server.url, paste);
      const withToken = await fetch(`${server.url}/api/v3/pastes/${paste.id}`, { headers: { Authorization: `Bearer ${owner.token}` } });
      expect(withToken.headers.get("x-cache")).toBeNull();
      const withSession = await fetch(`${server.url}/${paste.id}`, { headers: { Cookie: owner.cookie } });
      expect(withSession.headers.get("x-cache")).toBeNull();
      // The owner's page shows the owner's actions; the cached anonymous one never does.
      expect(await withSession.text()).toContain("Delete");
      expect((await anonymous(server.url, `/${paste.id}`)).body).not.toMatch(/>Delete</);
    });

    it("serves a reader's access token the anonymous answer; never the owner's, an admin's, a scope-less, invalid or revoked one", async () => {
      const paste = await createPaste(server.url, "Read with tokens");
      await warm(server.url, paste);
      const path = `/api/v3/pastes/${paste.id}`;
      const tagged = await call(server.url, owner, "PATCH", `${path}/tags`, ["mine"]);
      expect(tagged.status).toBe(200);
      await warm(server.url, paste);
      const withToken = async (token: string) => {
        const response = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
        return { status: response.status, cache: response.headers.get("x-cache"), body: await response.text() };
      };
      const reader = await signUp(server.url, `tokenreader${randomBytes(3).toString("hex")}`);
      const read = await withToken(reader.token);
      expect(read).toMatchObject({ status: 200, cache: "HIT" });
      expect(JSON.parse(read.body)).toMatchObject({ id: paste.id, tags: [] });

      // The owner sees the tags; an admin is answered by the route too.
      const own = await withToken(owner.token);
      expect(own).toMatchObject({ status: 200, cache: null });
      expect(JSON.parse(own.body)).toMatchObject({ tags: ["mine"] });
      expect((await withToken(admin.token)).cache).toBeNull();

      // A token without paste:read is refused as the API refuses it; an unknown one is 401.
      const scoped = await fetch(`${server.url}/api/v3/auth/self/access_tokens`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: reader.cookie, Origin: server.url },
        body: JSON.stringify({ scopes: ["user:read"], expiresIn: "never" }),
      });
      expect(scoped.status).toBe(201);
      const { accessToken: scopeless } = (await scoped.json()) as { accessToken: string };
      expect(await withToken(scopeless)).toMatchObject({ status: 403, cache: null });
      expect(await withToken(`${reader.token.slice(0, 9)}${"0".repeat(64)}`)).toMatchObject({ status: 401, cache: null });

      // Revoked (from the settings page's session; a token's id is its first 8 characters): the
      // next read is the route's 401, not the cached answer.
      const revoked = await fetch(`${server.url}/api/v3/auth/self/access_tokens/${reader.token.slice(0, 8)}`, {
        method: "DELETE",
        headers: { Cookie: reader.cookie, Origin: server.url },
      });
      expect(revoked.status).toBe(204);
      expect(await withToken(reader.token)).toMatchObject({ status: 401, cache: null });
    });

    const writes = writesThatChangeAnswers(() => ({ base: server.url, owner, admin }));

    it.each(writes.map((entry) => [entry.name, entry] as const))(
      "%s makes the next anonymous read of every surface fresh",
      async (_name, entry) => {
        const paste = await createPaste(server.url, `Before ${entry.name}`);
        await warm(server.url, paste);
        await entry.write(paste);
        for (const path of surfaces(paste)) entry.check(paste, path, await anonymous(server.url, path));
      },
    );

    it("a commenter's rename makes the next read of the page that names them fresh", async () => {
      const paste = await createPaste(server.url, "Reviewed");
      const commenter = await signUp(server.url, `commenter${randomBytes(3).toString("hex")}`);
      const commented = await call(server.url, commenter, "POST", `/api/v3/pastes/${paste.id}/comments`, {
        pastyId: paste.pasties[0]!.id,
        fromLine: 1,
        toLine: 1,
        body: "Looks good",
      });
      expect(commented.status).toBe(201);
      const page = `/${paste.id}`;
      await anonymous(server.url, page);
      const cached = await anonymous(server.url, page);
      expect(cached.cache).toBe("HIT");
      expect(cached.body).toContain(commenter.username);

      const renamed = `reviewer${randomBytes(3).toString("hex")}`;
      expect((await call(server.url, commenter, "PATCH", "/api/v3/settings/username", { username: renamed })).status).toBe(200);
      const fresh = await anonymous(server.url, page);
      expect(fresh.cache).not.toBe("HIT");
      expect(fresh.body).toContain(renamed);
    });

    it("a quarantined paste is served from no cache on any surface, not even after an admin read it; released, it is fresh", async () => {
      const paste = await createPaste(server.url, "Held back");
      await warm(server.url, paste);
      expect((await call(server.url, null, "POST", `/api/v3/pastes/${paste.id}/reports`, { reason: "malware" })).status).toBe(201);
      const decide = (decision: string) =>
        call(server.url, admin, "POST", `/api/v3/pastes/${paste.id}/reports/decision`, { decision, note: "cache check" });
      expect((await decide("quarantine")).status).toBe(200);
      const heldBack = async () => {
        for (const path of surfaces(paste)) {
          const read = await anonymous(server.url, path);
          // The older APIs' 404 (with the header saying why); 451 everywhere else.
          expect(read.status, path).toBe(path.includes("paste/") ? 404 : 451);
          expect(read.cache, path).not.toBe("HIT");
          expect(read.body, path).not.toContain("content of Held back");
        }
      };
      await heldBack();
      // The admin is shown it; what they were shown is kept for nobody.
      for (const path of [`/api/v3/pastes/${paste.id}`, `/raw/${paste.id}/${paste.pasties[0]!.id}`, `/paste/${paste.id}`]) {
        expect((await call(server.url, admin, "GET", path)).status, path).toBe(200);
      }
      await heldBack();
      expect((await decide("dismiss")).status).toBe(200);
      for (const path of surfaces(paste)) expect((await anonymous(server.url, path)).status, path).toBe(200);
    });

    it("an end-to-end encrypted paste's ciphertext is served from the cache, and an edit is fresh at once", async () => {
      const { key } = await newPasteKey();
      const first = await encryptPaste(key, { title: "sealed", pasties: [{ title: "", content: "version one", language: "Text" }] });
      const created = await call(server.url, owner, "POST", "/api/v3/pastes", first);
      expect(created.status).toBe(201);
      const paste = (await created.json()) as CachedPaste;
      const paths = [`/${paste.id}`, `/api/v3/pastes/${paste.id}`, `/raw/${paste.id}/${paste.pasties[0]!.id}`];
      for (const path of paths) await readCached(server.url, path);
      const second = await encryptPaste(
        key,
        { title: "sealed", pasties: [{ id: paste.pasties[0]!.id, title: "", content: "version two", language: "Text" }] },
        { nonce: first.e2e.nonce },
      );
      expect((await call(server.url, owner, "PATCH", `/api/v3/pastes/${paste.id}`, second)).status).toBe(200);
      for (const path of paths) {
        const read = await anonymous(server.url, path);
        expect(read.cache, path).not.toBe("HIT");
        expect(read.body, path).toContain(second.pasties[0]!.content);
        expect(read.body, path).not.toContain(first.pasties[0]!.content);
      }
    });

    it("a paste made private is never served from the cache, even under concurrent reads", async () => {
      const paste = await createPaste(server.url, "Racing");
      await warm(server.url, paste);
      let toggled = false;
      const readers = Array.from({ length: 4 }, async () => {
        const seen: { afterToggle: boolean; status: number }[] = [];
        for (let i = 0; i < 40; i++) {
          const afterToggle = toggled;
          seen.push({ afterToggle, status: (await anonymous(server.url, `/api/v3/pastes/${paste.id}`)).status });
        }
        return seen;
      });
      const toggle = call(server.url, owner, "POST", `/api/v3/pastes/${paste.id}/private`).then((response) => {
        expect(response.status).toBe(200);
        toggled = true;
      });
      const [seen] = await Promise.all([Promise.all(readers), toggle]);
      // Every read that started after the toggle answered is a 404.
      for (const read of seen.flat()) if (read.afterToggle) expect(read.status).toBe(404);
    });
  });
}
