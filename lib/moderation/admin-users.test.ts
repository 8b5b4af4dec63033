import { beforeAll, describe, expect, it } from "vitest";
import * as disableRoute from "@/app/api/v3/admin/users/[username]/disable/route";
import * as enableRoute from "@/app/api/v3/admin/users/[username]/enable/route";
import * as usersRoute from "@/app/api/v3/admin/users/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import * as createRoute from "@/app/api/v3/pastes/route";
import type { User } from "../db/generated/client";
import { createTestToken, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";

// The admins' accounts page and API (issue 27): find accounts, disable and enable them — admins
// only, each decision with a note (the audit log and the disabling itself: disable-user.test.ts).

let admin: User;
let adminToken = "";
let userToken = "";

beforeAll(async () => {
  admin = await createTestUser({ isAdmin: true });
  adminToken = await createTestToken(admin.id, ["paste", "user"]);
  const user = await createTestUser();
  userToken = await createTestToken(user.id, ["paste", "user"]);
});

const list = (path: string, token?: string) => callRoute(usersRoute.GET, { path, token });
const decide = (route: typeof disableRoute, username: string, note: string, token = adminToken) =>
  callRoute(route.POST, { method: "POST", params: { username }, token, body: { note } });

describe("the accounts list", () => {
  it("is for admins, newest first, and finds names containing the query in any case", async () => {
    expect((await list("/api/v3/admin/users")).status).toBe(401);
    expect((await list("/api/v3/admin/users", userToken)).json).toEqual({ statusCode: 403, message: "Only admins can moderate." });
    const named = await createTestUser({ username: `FindMe${Date.now().toString(36).slice(-5)}` });
    const all = (await list("/api/v3/admin/users", adminToken)).json as { users: { username: string }[]; hasNext: boolean };
    expect(all.users[0]?.username).toBe(named.username);
    const found = await list(`/api/v3/admin/users?q=${named.username.toLowerCase().slice(0, 10)}`, adminToken);
    expect(found.json).toMatchObject({
      users: [{ username: named.username, isAdmin: false, disabled: false, pasteCount: 0 }],
      page: 1,
      hasNext: false,
    });
  });
});

describe("disabling and enabling from the accounts page", () => {
  it("quarantines the account's pastes and releases them, for admins only", async () => {
    const target = await createTestUser();
    const token = await createTestToken(target.id, ["paste"]);
    const created = await callRoute(createRoute.POST, { method: "POST", token, body: { pasties: [{ content: "theirs" }] } });
    const pasteId = (created.json as { id: string }).id;

    expect((await decide(disableRoute, target.username, "spam", userToken)).status).toBe(403);
    expect((await decide(disableRoute, target.username, " ")).status).toBe(400);
    expect((await decide(disableRoute, "nobody-here", "spam")).status).toBe(404);
    expect((await decide(disableRoute, admin.username, "spam")).status).toBe(403);

    expect((await decide(disableRoute, target.username.toUpperCase(), "spam")).json).toEqual({ quarantinedPastes: 1 });
    expect((await callRoute(pasteRoute.GET, { params: { pasteId } })).status).toBe(451);
    expect((await decide(disableRoute, target.username, "again")).status).toBe(400);

    expect((await decide(enableRoute, target.username, "appeal", userToken)).status).toBe(403);
    expect((await decide(enableRoute, target.username, "appeal")).json).toEqual({ releasedPastes: 1 });
    expect((await callRoute(pasteRoute.GET, { params: { pasteId } })).status).toBe(200);
    expect((await decide(enableRoute, target.username, "again")).status).toBe(400);
  });
});
