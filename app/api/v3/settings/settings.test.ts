import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { purgeExpiredCredentials } from "@/lib/auth/purge";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { GET, PATCH } from "./route";
import { GET as getUserSettings, PATCH as patchUserSettings } from "./user/route";
import { PATCH as patchUsername } from "./username/route";

const defaults = {
  copyLinkOnCreate: false,
  defaultIndentationUnit: "spaces",
  defaultIndentationWidth: 4,
  defaultLanguage: "Autodetect",
  pasteView: "tabbed",
  textWrap: true,
  theme: "system",
  systemLightTheme: "light",
  systemDarkTheme: "dark",
  language: "auto",
};

const cookieOf = (setCookie: string | null) => setCookie?.split(";")[0] ?? "";

describe("browser settings of anonymous visitors", () => {
  it("GET without a cookie answers the defaults and starts a session cookie", async () => {
    const result = await callRoute(GET);
    expect(result.status).toBe(200);
    expect(result.json).toEqual(defaults);
    const setCookie = result.headers.get("set-cookie");
    expect(setCookie).toMatch(/^myst_settings=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000/);
    expect(result.headers.get("cache-control")).toBe("private, no-store");
  });

  it("GET never writes (reads keep working on full storage): the session is stored on the first change", async () => {
    const before = await db().browserSession.count();
    const read = await callRoute(GET);
    const cookie = cookieOf(read.headers.get("set-cookie"));
    expect((await callRoute(GET, { headers: { Cookie: cookie } })).json).toEqual(defaults);
    expect(await db().browserSession.count()).toBe(before);

    const saved = await callRoute(PATCH, { method: "PATCH", body: { theme: "light" }, headers: { Cookie: cookie } });
    expect(saved.json).toEqual({ ...defaults, theme: "light" });
    expect(await db().browserSession.count()).toBe(before + 1);
    // The change is saved under the cookie the read handed out (interface.md 4.2 rule 2): a
    // client that keeps that cookie, as it may, reads its change back; no other cookie is sent.
    expect(saved.headers.get("set-cookie")).toBeNull();
    expect((await callRoute(GET, { headers: { Cookie: cookie } })).json).toEqual({ ...defaults, theme: "light" });
    const again = await callRoute(PATCH, { method: "PATCH", body: { textWrap: false }, headers: { Cookie: cookie } });
    expect(again.json).toEqual({ ...defaults, theme: "light", textWrap: false });
    expect(await db().browserSession.count()).toBe(before + 1);
  });

  it("changes sent at once under the cookie a read handed out are all kept", async () => {
    const cookie = cookieOf((await callRoute(GET)).headers.get("set-cookie"));
    const changes = [{ theme: "light" }, { textWrap: false }, { pasteView: "stacked" }, { defaultIndentationWidth: 2 }];
    const saved = await Promise.all(changes.map((body) => callRoute(PATCH, { method: "PATCH", body, headers: { Cookie: cookie } })));
    expect(saved.map((answer) => answer.status)).toEqual(changes.map(() => 200));
    expect((await callRoute(GET, { headers: { Cookie: cookie } })).json).toEqual(Object.assign({ ...defaults }, ...changes));
  });

  it("a cookie whose session was idle too long starts again from the defaults, under the same cookie", async () => {
    const read = await callRoute(GET);
    const cookie = cookieOf(read.headers.get("set-cookie"));
    await callRoute(PATCH, { method: "PATCH", body: { theme: "light" }, headers: { Cookie: cookie } });
    await db().browserSession.updateMany({ data: { lastUsedAt: new Date(Date.now() - 31 * 86_400_000) } });
    expect((await callRoute(GET, { headers: { Cookie: cookie } })).json).toEqual(defaults);
    const saved = await callRoute(PATCH, { method: "PATCH", body: { textWrap: false }, headers: { Cookie: cookie } });
    expect(saved.json).toEqual({ ...defaults, textWrap: false });
    expect(saved.headers.get("set-cookie")).toBeNull();
  });

  it("a malformed cookie gets a session with a cookie of its own", async () => {
    const saved = await callRoute(PATCH, { method: "PATCH", body: { theme: "light" }, headers: { Cookie: "myst_settings=not-a-token" } });
    const cookie = cookieOf(saved.headers.get("set-cookie"));
    expect(cookie).toMatch(/^myst_settings=[0-9a-f]{64}$/);
    expect((await callRoute(GET, { headers: { Cookie: cookie } })).json).toEqual({ ...defaults, theme: "light" });
  });

  it("PATCH merges into the cookie's session, and only that browser sees it", async () => {
    const first = await callRoute(PATCH, { method: "PATCH", body: { theme: "dark", defaultLanguage: "rs" } });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ ...defaults, theme: "dark", defaultLanguage: "Rust" });
    const cookie = cookieOf(first.headers.get("set-cookie"));

    const second = await callRoute(PATCH, { method: "PATCH", body: { textWrap: false }, headers: { Cookie: cookie } });
    expect(second.json).toEqual({ ...defaults, theme: "dark", defaultLanguage: "Rust", textWrap: false });
    expect(second.headers.get("set-cookie")).toBeNull();

    expect((await callRoute(GET, { headers: { Cookie: cookie } })).json).toMatchObject({ theme: "dark", textWrap: false });
    expect((await callRoute(GET)).json).toEqual(defaults);
    const stored = await db().browserSession.findMany();
    expect(stored.some((row) => cookie.includes(row.tokenHash))).toBe(false);
  });

  it.each([
    [{ theme: "neon" }],
    [{ defaultIndentationUnit: "both" }],
    [{ defaultIndentationWidth: 0 }],
    [{ defaultIndentationWidth: 9 }],
    [{ defaultIndentationWidth: 2.5 }],
    [{ pasteView: "grid" }],
    [{ defaultLanguage: "no-such-language" }],
    [{ textWrap: "yes" }],
    // System's light theme is a light one, its dark theme a dark one.
    [{ systemLightTheme: "dracula" }],
    [{ systemDarkTheme: "solarized-light" }],
    [{ systemDarkTheme: "system" }],
    // The pages' language is one they are translated into; the tests' pseudo-locale is none.
    [{ language: "klingon" }],
    [{ language: "en-XA" }],
    [{ unknownField: true }],
  ])("refuses %o with 400", async (body) => {
    const result = await callRoute(PATCH, { method: "PATCH", body });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ statusCode: 400 });
  });

  it("the periodic purge removes sessions unused for 30 days, and keeps recent ones", async () => {
    const day = 86_400_000;
    await db().browserSession.create({ data: { id: "oldsess1", tokenHash: "f".repeat(64), lastUsedAt: new Date(Date.now() - 31 * day) } });
    await db().browserSession.create({ data: { id: "newsess1", tokenHash: "e".repeat(64), lastUsedAt: new Date(Date.now() - 29 * day) } });
    expect((await purgeExpiredCredentials()).browserSessions).toBeGreaterThanOrEqual(1);
    expect(await db().browserSession.findUnique({ where: { id: "oldsess1" } })).toBeNull();
    expect(await db().browserSession.findUnique({ where: { id: "newsess1" } })).not.toBeNull();
  });
});

describe("settings of logged-in users", () => {
  let readToken: string;
  let writeToken: string;
  let pasteToken: string;
  let session: Record<string, string>;

  beforeAll(async () => {
    const user = await createTestUser();
    readToken = await createTestToken(user.id, ["user:read"]);
    writeToken = await createTestToken(user.id, ["user"]);
    pasteToken = await createTestToken(user.id, ["paste"]);
    session = await createTestSessionHeaders(user.id);
  });

  it("are stored on the user, with user:read to read and user to write", async () => {
    expect((await callRoute(GET, { token: pasteToken })).status).toBe(403);
    const read = await callRoute(GET, { token: readToken });
    expect(read.json).toEqual(defaults);
    expect(read.headers.get("set-cookie")).toBeNull();

    expect((await callRoute(PATCH, { method: "PATCH", body: { pasteView: "stacked" }, token: readToken })).status).toBe(403);
    const written = await callRoute(PATCH, { method: "PATCH", body: { pasteView: "stacked" }, token: writeToken });
    expect(written.json).toEqual({ ...defaults, pasteView: "stacked" });
    expect((await callRoute(GET, { headers: session })).json).toMatchObject({ pasteView: "stacked" });
  });

  it("changes sent at once are all kept", async () => {
    const user = await createTestUser();
    const token = await createTestToken(user.id, ["user"]);
    const changes = [
      { theme: "dark" },
      { textWrap: false },
      { copyLinkOnCreate: true },
      { defaultIndentationUnit: "tabs" },
      { language: "de" },
    ];
    await Promise.all(changes.map((body) => callRoute(PATCH, { method: "PATCH", body, token })));
    expect((await callRoute(GET, { token })).json).toEqual(Object.assign({ ...defaults }, ...changes));
  });

  it("user settings: showAllPastesOnProfile, read and written with the scopes", async () => {
    expect((await callRoute(getUserSettings)).status).toBe(401);
    expect((await callRoute(getUserSettings, { token: pasteToken })).status).toBe(403);
    expect((await callRoute(getUserSettings, { token: readToken })).json).toEqual({ showAllPastesOnProfile: true });
    const patch = (body: unknown, token: string) => callRoute(patchUserSettings, { method: "PATCH", body, token });
    expect((await patch({ showAllPastesOnProfile: false }, readToken)).status).toBe(403);
    expect((await patch({ showAllPastesOnProfile: "no" }, writeToken)).status).toBe(400);
    const changed = await patch({ showAllPastesOnProfile: false }, writeToken);
    expect(changed.json).toEqual({ showAllPastesOnProfile: false });
    expect((await callRoute(getUserSettings, { token: readToken })).json).toEqual({ showAllPastesOnProfile: false });
  });
});

describe("username change", () => {
  it("follows the rules: valid, not taken in any case, not the same; scope user", async () => {
    const other = await createTestUser({ username: "Taken.Name" });
    const user = await createTestUser({ username: "before" });
    const token = await createTestToken(user.id, ["user"]);
    const readOnly = await createTestToken(user.id, ["user:read"]);
    const rename = (username: unknown, withToken = token) =>
      callRoute(patchUsername, { method: "PATCH", body: { username }, token: withToken });

    expect((await callRoute(patchUsername, { method: "PATCH", body: { username: "x" } })).status).toBe(401);
    expect((await rename("after", readOnly)).status).toBe(403);
    for (const bad of ["", "a".repeat(21), "has space", "émile", "semi;colon", 42]) {
      expect((await rename(bad)).status).toBe(400);
    }
    const taken = await rename("taken.name");
    expect(taken.status).toBe(400);
    expect(taken.json).toEqual({ statusCode: 400, message: "That username is already taken." });
    expect((await rename("before")).status).toBe(400);

    const renamed = await rename("After_2");
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ id: user.id, username: "After_2" });
    expect((await rename("after_2")).status).toBe(200);
    expect(other.username).toBe("Taken.Name");
  });

  it("refuses names made of dots only and reserved names, in any letter case", async () => {
    const user = await createTestUser({ username: "renamer" });
    const token = await createTestToken(user.id, ["user"]);
    const rename = (username: string) => callRoute(patchUsername, { method: "PATCH", body: { username }, token });
    for (const [wanted, message] of [
      [".", "A username cannot be made of dots only."],
      ["..", "A username cannot be made of dots only."],
      ["...", "A username cannot be made of dots only."],
      ["api", "That username is reserved."],
      ["Settings", "That username is reserved."],
      ["RAW", "That username is reserved."],
      ["s", "That username is reserved."],
      ["_next", "That username is reserved."],
    ] as const) {
      const result = await rename(wanted);
      expect(result.status, wanted).toBe(400);
      expect(result.json).toEqual({ statusCode: 400, message });
    }
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).username).toBe("renamer");
    expect((await rename("a.b")).status).toBe(200); // dots among other characters are fine
  });
});
