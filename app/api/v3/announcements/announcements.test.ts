import { beforeAll, describe, expect, it } from "vitest";
import { createTestSessionHeaders, createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { DELETE, PATCH } from "./[id]/route";
import { GET as latest } from "./latest/route";
import { GET as list, POST as create } from "./route";

let adminToken: string;
let adminReadToken: string;
let adminPasteToken: string;
let adminSession: Record<string, string>;
let userToken: string;

beforeAll(async () => {
  const admin = await createTestUser({ isAdmin: true });
  adminToken = await createTestToken(admin.id, ["user"]);
  adminReadToken = await createTestToken(admin.id, ["paste:read", "user:read", "user:access_tokens"]);
  adminPasteToken = await createTestToken(admin.id, ["paste"]);
  adminSession = await createTestSessionHeaders(admin.id);
  const user = await createTestUser();
  userToken = await createTestToken(user.id, ["paste", "user", "user:access_tokens"]);
});

const post = (options: Parameters<typeof callRoute>[1]) => callRoute(create, { method: "POST", path: "/api/v3/announcements", ...options });

describe("announcements", () => {
  it("latest is a 404 while there are none", async () => {
    const result = await callRoute(latest);
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ statusCode: 404, message: "There are no announcements." });
  });

  it("only admins publish: 401 anonymous, 401 bad token, 403 other users", async () => {
    const body = { title: "Hello", content: "**hi**" };
    expect((await post({ body })).status).toBe(401);
    expect((await post({ body, token: "abcdefgh-" + "0".repeat(64) })).status).toBe(401);
    const forbidden = await post({ body, token: userToken });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toEqual({ statusCode: 403, message: "Only admins can manage announcements." });
    expect((await callRoute(list)).json).toEqual([]);
  });

  it("an admin publishes with a token or a same-origin session; a cross-site form is refused", async () => {
    const first = await post({ body: { title: "First", content: "one" }, token: adminToken });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      id: expect.stringMatching(/^[a-z0-9]{8}$/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      title: "First",
      content: "one",
    });
    expect(first.headers.get("location")).toBe(`/api/v3/announcements/${(first.json as { id: string }).id}`);

    const second = await post({ body: { title: "Second", content: "two" }, headers: adminSession });
    expect(second.status).toBe(201);
    const crossSite = await post({
      body: { title: "Evil", content: "x" },
      headers: { ...adminSession, Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);

    expect(((await callRoute(list)).json as { title: string }[]).map((a) => a.title)).toEqual(["Second", "First"]);
    expect((await callRoute(latest)).json).toMatchObject({ title: "Second" });
  });

  it.each([
    [{ title: "", content: "x" }],
    [{ title: "x" }],
    [{ title: "x", content: 5 }],
    [{ title: "x".repeat(201), content: "x" }],
    [{ title: "x", content: "x".repeat(20_001) }],
  ])("refuses invalid input %# with 400", async (body) => {
    const result = await post({ body, token: adminToken });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ statusCode: 400 });
  });

  it("an admin's token needs the user scope to write one, as for invitations (issue 40, item 10)", async () => {
    for (const token of [adminReadToken, adminPasteToken]) {
      const refused = await post({ body: { title: "Read-only", content: "x" }, token });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ statusCode: 403, message: 'This needs the "user" scope, which your access token does not have.' });
    }
    const made = await post({ body: { title: "Kept", content: "x" }, token: adminToken });
    const id = (made.json as { id: string }).id;
    const edit = await callRoute(PATCH, { method: "PATCH", params: { id }, body: { content: "changed" }, token: adminReadToken });
    expect(edit.status).toBe(403);
    expect((await callRoute(DELETE, { method: "DELETE", params: { id }, token: adminReadToken })).status).toBe(403);
    expect((await callRoute(list)).json).toContainEqual(expect.objectContaining({ id, title: "Kept", content: "x" }));
    expect((await callRoute(list)).json).not.toContainEqual(expect.objectContaining({ title: "Read-only" }));
  });

  it("admins edit and delete; missing ids are 404; other users are 403", async () => {
    const made = await post({ body: { title: "Draft", content: "old" }, token: adminToken });
    const id = (made.json as { id: string }).id;
    const patch = (token: string, body: unknown, target = id) => callRoute(PATCH, { method: "PATCH", params: { id: target }, body, token });

    expect((await patch(userToken, { content: "hacked" })).status).toBe(403);
    const edited = await patch(adminToken, { content: "new" });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ id, title: "Draft", content: "new" });
    expect((await patch(adminToken, {})).status).toBe(400);
    expect((await patch(adminToken, { title: "x" }, "zzzzzzzz")).status).toBe(404);
    expect((await patch(adminToken, { title: "x" }, "not-an-id")).status).toBe(404);

    const remove = (token?: string) => callRoute(DELETE, { method: "DELETE", params: { id }, token });
    expect((await remove()).status).toBe(401);
    expect((await remove(userToken)).status).toBe(403);
    expect((await remove(adminToken)).status).toBe(204);
    expect((await remove(adminToken)).status).toBe(404);
  });
});
