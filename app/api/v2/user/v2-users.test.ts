import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { api } from "../../v3/pastes/test-client";
import * as settings from "../../v3/settings/route";
import * as exists from "./[username]/exists/route";
import * as user from "./[username]/route";
import * as selfPastes from "./self/pastes/route";
import * as self from "./self/route";

// The original v2 user endpoints, as its client libraries call them (bare tokens).

let alice: { id: string; username: string };
let aliceToken = "";
let bob: { id: string; username: string };
let bobToken = "";

beforeAll(async () => {
  alice = await createTestUser();
  aliceToken = await createTestToken(alice.id, ["paste", "user"]);
  bob = await createTestUser();
  bobToken = await createTestToken(bob.id, ["paste", "user"]);
});

const getUser = (username: string) => callRoute(user.GET, { path: `/api/v2/user/${username}`, params: { username } });
const getSelf = (headers: Record<string, string> = {}) => callRoute(self.GET, { path: "/api/v2/user/self", headers });
const getSelfPastes = (headers: Record<string, string> = {}) => callRoute(selfPastes.GET, { path: "/api/v2/user/self/pastes", headers });

describe("GET /api/v2/user/:username/exists", () => {
  it("is 200 with an empty JSON string for a user in any letter case, 404 otherwise", async () => {
    const found = await callRoute(exists.GET, { params: { username: alice.username.toUpperCase() } });
    expect(found.status).toBe(200);
    expect(found.headers.get("content-type")).toMatch(/application\/json/);
    expect(found.text).toBe('""');
    const missing = await callRoute(exists.GET, { params: { username: "nobody-here" } });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ statusMessage: expect.any(String) });
  });
});

describe("GET /api/v2/user/:username", () => {
  it("answers a public profile in the original's shape, with an absolute avatar URL and v2 language names", async () => {
    const patched = await callRoute(settings.PATCH, {
      method: "PATCH",
      headers: { Authorization: aliceToken },
      body: { defaultLanguage: "Text" },
    });
    expect(patched.status).toBe(200);
    const answer = await getUser(alice.username.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      _id: alice.id,
      username: alice.username,
      avatarUrl: expect.stringMatching(/^http:\/\/localhost\/api\/v3\/images\/[a-z0-9]{8}$/),
      publicProfile: true,
      defaultLang: "Plain Text",
      supporterLength: 0,
      contributor: false,
    });
  });

  it("shows contributors and supporters, and hides users whose profile is not public", async () => {
    const carol = await createTestUser();
    await db().user.update({ where: { id: carol.id }, data: { isContributor: true, isSupporter: true } });
    expect((await getUser(carol.username)).json).toMatchObject({ contributor: true, supporterLength: 1, defaultLang: "Autodetect" });

    await db().user.update({ where: { id: carol.id }, data: { showAllPastesOnProfile: false } });
    const hidden = await getUser(carol.username);
    expect(hidden.status).toBe(404);
    expect(hidden.json).toEqual({ statusMessage: expect.any(String) });
    expect((await getUser("nobody-here")).status).toBe(404);
  });
});

describe("GET /api/v2/user/self", () => {
  it("answers the token's user with stars and linked providers, bare or Bearer", async () => {
    const starred = await api.create({ pasties: [{ content: "starred" }] }, { token: bobToken });
    const starredId = (starred.json as { id: string }).id;
    expect((await api.star(starredId, { token: aliceToken })).status).toBe(200);
    await db().account.create({ data: { id: "acct0001", userId: alice.id, provider: "github", providerAccountId: "4242" } });

    for (const authorization of [aliceToken, `Bearer ${aliceToken}`]) {
      const answer = await getSelf({ Authorization: authorization });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        _id: alice.id,
        username: alice.username,
        avatarUrl: expect.stringMatching(/\/api\/v3\/images\/[a-z0-9]{8}$/),
        publicProfile: true,
        defaultLang: "Plain Text",
        supporterLength: 0,
        contributor: false,
        stars: [starredId],
        serviceIds: { github: "4242" },
      });
    }
  });

  it("never lists a starred paste that became someone else's private one", async () => {
    const paste = await api.create({ pasties: [{ content: "soon private" }] }, { token: bobToken });
    const id = (paste.json as { id: string }).id;
    await api.star(id, { token: aliceToken });
    expect((await getSelf({ Authorization: aliceToken })).json).toMatchObject({ stars: expect.arrayContaining([id]) });
    expect((await api.private(id, { token: bobToken })).status).toBe(200);
    expect((await getSelf({ Authorization: aliceToken })).text).not.toContain(id);
  });

  it("is 401 without a token or with a bad one, 403 without user:read", async () => {
    expect((await getSelf()).status).toBe(401);
    expect((await getSelf({ Authorization: "" })).status).toBe(401);
    const garbage = await getSelf({ Authorization: "garbage" });
    expect(garbage.status).toBe(401);
    expect(garbage.json).toEqual({ statusMessage: expect.any(String) });
    const pasteOnly = await createTestToken(alice.id, ["paste"]);
    expect((await getSelf({ Authorization: pasteOnly })).status).toBe(403);
  });
});

describe("GET /api/v2/user/self/pastes", () => {
  it("lists the caller's paste ids, newest first, private ones included; nobody else's", async () => {
    const dave = await createTestUser();
    const daveToken = await createTestToken(dave.id, ["paste"]);
    const ids: string[] = [];
    for (const body of [
      { pasties: [{ content: "1" }] },
      { private: true, pasties: [{ content: "2" }] },
      { pinned: true, pasties: [{ content: "3" }] },
    ]) {
      ids.push(((await api.create(body, { token: await createTestToken(dave.id, ["paste", "user"]) })).json as { id: string }).id);
    }
    await api.create({ pasties: [{ content: "not dave's" }] }, { token: bobToken });
    const answer = await getSelfPastes({ Authorization: daveToken });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([...ids].reverse());

    // Without paste:read a token sees what the v3 list shows it: no private pastes.
    const userReadOnly = await createTestToken(dave.id, ["user:read"]);
    expect((await getSelfPastes({ Authorization: userReadOnly })).json).toEqual([ids[2], ids[0]]);
  });

  it("is 401 without credentials", async () => {
    expect((await getSelfPastes()).status).toBe(401);
    expect((await getSelfPastes({ Authorization: "garbage" })).status).toBe(401);
  });
});
