import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, call, signUp } from "../testing/server-accounts";
import { createServerData, type ServerData } from "../testing/server-data";
import { type ServerProcess, startServer } from "../testing/server-process";

// Signed-in readers of a public paste's page get the page rendered once for everyone, with a
// script of their own (viewer-pages.ts): who they are, their star, their theme. What they must
// never get: someone else's script, a page kept with theirs in it, another settings variant's
// page, or everyone's page where it differs for them (their own paste, an admin's controls, an
// unlock key).

const ADMIN = "readersadmin";

describe("signed-in readers of everyone's page", () => {
  let data: ServerData;
  let server: ServerProcess;
  let owner: Account;
  let reader: Account;
  let other: Account;
  let admin: Account;

  beforeAll(async () => {
    data = await createServerData();
    server = await startServer({
      dataDir: data.dataDir,
      databaseUrl: data.databaseUrl,
      env: {
        RATE_LIMIT_ENABLED: "false",
        ADMIN_USERNAMES: ADMIN,
        AUTH_SECRET: randomBytes(32).toString("hex"),
        // No page rendered ahead of its first view: the tests below tell which read made a page.
        FIRST_VIEW_RENDERS_PER_SECOND: "0",
      },
    });
    owner = await signUp(server.url, "pageowner");
    reader = await signUp(server.url, "pagereader");
    other = await signUp(server.url, "otherreader");
    admin = await signUp(server.url, ADMIN);
  });

  afterAll(async () => {
    await server?.terminate();
    await data?.dispose();
  });

  async function createPaste(fields: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<string> {
    const response = await fetch(`${server.url}/api/v3/pastes`, {
      method: "POST",
      headers: { Authorization: `Bearer ${owner.token}`, "Content-Type": "application/json", ...headers },
      body: JSON.stringify({
        title: "Shared page",
        pasties: [{ title: "a.txt", content: "the text everyone reads", language: "Text" }],
        ...fields,
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function page(id: string, cookie?: string) {
    const response = await fetch(`${server.url}/${id}`, { headers: cookie ? { Cookie: cookie } : {} });
    const body = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const script = /<script nonce="([^"]+)">self\.__mystViewer=(\{.*?\});document\.documentElement\.dataset\.theme=("[^"]*")/.exec(body);
    return {
      status: response.status,
      cache: response.headers.get("x-cache"),
      body,
      viewer: script ? (JSON.parse(script[2]!) as { username: string; starred: Record<string, boolean> }) : null,
      theme: script ? (JSON.parse(script[3]!) as string) : null,
      scriptNonce: script?.[1] ?? null,
      nonce,
    };
  }

  it("serves one rendering to every reader, each with their own script under the answer's nonce", async () => {
    const id = await createPaste();
    const first = await page(id, reader.cookie);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("MISS");
    expect(first.viewer).toEqual({ username: reader.username, avatarId: expect.any(String), isAdmin: false, starred: { [id]: false } });
    expect(first.scriptNonce).toBe(first.nonce);
    expect(first.body).toContain("the text everyone reads");

    const again = await page(id, reader.cookie);
    expect(again.cache).toBe("HIT");
    expect(again.viewer?.username).toBe(reader.username);
    expect(again.scriptNonce).toBe(again.nonce);

    const someoneElse = await page(id, other.cookie);
    expect(someoneElse.cache).toBe("HIT");
    expect(someoneElse.viewer?.username).toBe(other.username);
    expect(someoneElse.body).not.toContain(reader.username);

    // What was kept is nobody's: the anonymous reader gets no script and no reader's name.
    const anonymous = await page(id);
    expect(anonymous.cache).toBe("HIT");
    expect(anonymous.viewer).toBeNull();
    expect(anonymous.body).not.toContain(reader.username);
    expect(anonymous.body).not.toContain(other.username);
  });

  it("compressed answers carry the same script", async () => {
    const id = await createPaste();
    await page(id);
    const response = await fetch(`${server.url}/${id}`, { headers: { Cookie: reader.cookie, "Accept-Encoding": "gzip" } });
    expect(response.headers.get("x-cache")).toBe("HIT");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toContain(`self.__mystViewer={"username":"${reader.username}"`);
  });

  it("a reader's star shows on their next view, and only on theirs", async () => {
    const id = await createPaste();
    await page(id);
    expect((await page(id, reader.cookie)).viewer?.starred).toEqual({ [id]: false });
    expect((await call(server.url, reader, "POST", `/api/v3/pastes/${id}/star`)).status).toBe(200);
    const starred = await page(id, reader.cookie);
    expect(starred.viewer?.starred).toEqual({ [id]: true });
    expect((await page(id, other.cookie)).viewer?.starred).toEqual({ [id]: false });
  });

  it("the owner and an admin get pages rendered for them, with their controls", async () => {
    const id = await createPaste();
    await page(id);
    const ownView = await page(id, owner.cookie);
    expect(ownView.cache).toBeNull();
    expect(ownView.viewer).toBeNull();
    expect(ownView.body).toContain(">Delete<");
    const adminView = await page(id, admin.cookie);
    expect(adminView.cache).toBeNull();
    expect(adminView.viewer).toBeNull();
    expect(adminView.body).toContain("Delete (admin)");
  });

  it("pastes that are not everyone's alike are rendered for each reader", async () => {
    const burn = await createPaste({ burnAfterRead: true });
    const burnView = await page(burn, reader.cookie);
    expect(burnView.cache).toBeNull();
    expect(burnView.viewer).toBeNull();
    expect(burnView.body).toContain("This paste can be read once");

    const locked = await createPaste({ encrypted: true }, { "Encryption-Key": "a good long key" });
    const lockedView = await page(locked, reader.cookie);
    expect(lockedView.cache).toBeNull();
    expect(lockedView.viewer).toBeNull();

    const hidden = await createPaste({ private: true });
    const hiddenView = await page(hidden, reader.cookie);
    expect(hiddenView.status).toBe(404);
    expect(hiddenView.viewer).toBeNull();
  });

  it("a reader whose settings change the page gets everyone's page of their variant, kept apart", async () => {
    const id = await createPaste({
      pasties: [
        { title: "a.txt", content: "first", language: "Text" },
        { title: "b.txt", content: "second", language: "Text" },
      ],
    });
    const tabbed = await page(id);
    expect(tabbed.body).not.toContain("pasties-stacked");
    const patched = await call(server.url, other, "PATCH", "/api/v3/settings", { pasteView: "stacked" });
    expect(patched.status).toBe(200);
    const stacked = await page(id, other.cookie);
    expect(stacked.cache).toBe("MISS");
    expect(stacked.viewer?.username).toBe(other.username);
    expect(stacked.body).toContain("pasties-stacked");
    const again = await page(id, other.cookie);
    expect(again.cache).toBe("HIT");
    expect(again.body).toContain("pasties-stacked");
    // Neither the default variant nor a client's claim of another reaches the stacked page.
    const anonymous = await page(id);
    expect(anonymous.cache).toBe("HIT");
    expect(anonymous.body).not.toContain("pasties-stacked");
    const claimed = await fetch(`${server.url}/${id}`, { headers: { "X-Myst-Page-Variant": "stacked;wrap;auto" } });
    expect(claimed.headers.get("x-cache")).toBe("HIT");
    expect(await claimed.text()).not.toContain("pasties-stacked");
  });

  it("keeps a page per language: each reader gets their own, from the cache too (issue 45)", async () => {
    const id = await createPaste();
    const read = async (headers: Record<string, string>) => {
      const response = await fetch(`${server.url}/${id}`, { headers });
      const body = await response.text();
      return {
        cache: response.headers.get("x-cache"),
        lang: /<html lang="([^"]+)"/.exec(body)?.[1],
        body,
        vary: response.headers.get("vary"),
      };
    };
    expect(await read({ "Accept-Language": "en-GB,en" })).toMatchObject({ cache: "MISS", lang: "en" });
    const english = await read({ "Accept-Language": "en-GB,en" });
    expect(english).toMatchObject({ cache: "HIT", lang: "en" });
    expect(english.vary).toMatch(/Accept-Language/);
    // A German reader after an English one: a page of their own, then kept for the next.
    const german = await read({ "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(german).toMatchObject({ cache: "MISS", lang: "de" });
    expect(german.body).toContain("Neuer Paste");
    expect(await read({ "Accept-Language": "de" })).toMatchObject({ cache: "HIT", lang: "de" });
    expect(await read({})).toMatchObject({ cache: "HIT", lang: "en" });
    // The switcher's cookie outranks the browser; a cookie naming no language is not one.
    expect(await read({ Cookie: "myst-lang=ar", "Accept-Language": "de" })).toMatchObject({ cache: "MISS", lang: "ar" });
    expect((await read({ Cookie: "myst-lang=ar" })).body).toContain('dir="rtl"');
    expect(await read({ Cookie: "myst-lang=xx", "Accept-Language": "de" })).toMatchObject({ cache: "HIT", lang: "de" });
    // A signed-in reader's saved language, on everyone's page of that language, with their script.
    expect((await call(server.url, other, "PATCH", "/api/v3/settings", { language: "ja" })).status).toBe(200);
    const japanese = await page(id, other.cookie);
    expect(japanese.viewer?.username).toBe(other.username);
    expect(japanese.body).toContain('<html lang="ja"');
    expect((await call(server.url, other, "PATCH", "/api/v3/settings", { language: "auto" })).status).toBe(200);
  });

  it("a reader with another cookie of ours gets a page rendered for them", async () => {
    const id = await createPaste();
    await page(id);
    const dismissed = await page(id, `${reader.cookie}; myst_dismissed_announcement=x`);
    expect(dismissed.cache).toBeNull();
    expect(dismissed.viewer).toBeNull();
    expect(dismissed.body).toContain(reader.username);
  });

  it("the theme a reader saved is theirs on everyone's page", async () => {
    const id = await createPaste();
    await page(id);
    const patched = await call(server.url, reader, "PATCH", "/api/v3/settings", { theme: "dark" });
    expect(patched.status).toBe(200);
    const view = await page(id, reader.cookie);
    expect(view.cache).toBe("HIT");
    expect(view.theme).toBe("dark");
  });

  it("a browser's saved theme is its own on everyone's page, with no reader in it", async () => {
    const id = await createPaste();
    await page(id);
    const saved = await fetch(`${server.url}/api/v3/settings`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ theme: "myst" }),
    });
    expect(saved.status).toBe(200);
    const cookie = saved.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    expect(cookie).toContain("myst_settings=");
    const view = await page(id, cookie);
    expect(view.cache).toBe("HIT");
    expect(view.body).toContain(`<script nonce="${view.nonce}">document.documentElement.dataset.theme="myst"</script>`);
    expect(view.body).not.toContain("__mystViewer");
  });

  it("a browser's choice of System's dark theme is its own on everyone's page", async () => {
    const id = await createPaste();
    await page(id);
    const saved = await fetch(`${server.url}/api/v3/settings`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ systemDarkTheme: "dracula" }),
    });
    expect(saved.status).toBe(200);
    const cookie = saved.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const view = await page(id, cookie);
    expect(view.cache).toBe("HIT");
    // The page for nobody carries the default Light and Dark; only what differs is set.
    expect(view.body).toContain(
      `<script nonce="${view.nonce}">document.documentElement.dataset.theme="system";document.documentElement.dataset.systemDark="dracula"</script>`,
    );
  });

  it("a signed-out session gets nobody's page, and no script", async () => {
    const leaving = await signUp(server.url, "leavingreader");
    const id = await createPaste();
    await page(id);
    expect((await page(id, leaving.cookie)).viewer?.username).toBe(leaving.username);
    const out = await fetch(`${server.url}/auth/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: leaving.cookie, Origin: server.url },
    });
    expect(out.status).toBe(303);
    const after = await page(id, leaving.cookie);
    expect(after.status).toBe(200);
    expect(after.viewer).toBeNull();
    expect(after.body).not.toContain(leaving.username);
    expect(after.body).toContain(">Sign in<");
  });
});
