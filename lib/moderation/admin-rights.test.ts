import { beforeAll, describe, expect, it } from "vitest";
import * as adminRightRoute from "@/app/api/v3/admin/users/[username]/admin/route";
import { db } from "../db/client";
import { createTestSessionHeaders, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { setAdminRight } from "./admin-rights";

// Granting and removing the admin right (issue 27 item 5): audited, and never from the last admin.

const cli = { id: "cli", username: "command line" };
let admin: Awaited<ReturnType<typeof createTestUser>>;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  admin = await createTestUser({ isAdmin: true });
  adminHeaders = await createTestSessionHeaders(admin.id);
});

const isAdmin = async (id: string) => (await db().user.findUniqueOrThrow({ where: { id } })).isAdmin;
const route = (method: "POST" | "DELETE", username: string, headers: Record<string, string>) =>
  callRoute(method === "POST" ? adminRightRoute.POST : adminRightRoute.DELETE, {
    method,
    path: `/api/v3/admin/users/${username}/admin`,
    params: { username },
    headers,
    body: { note: "needed on the team" },
  });

describe("the admin right", () => {
  it("is granted and removed by an admin, each step in the audit log with the note", async () => {
    const user = await createTestUser();
    expect((await route("POST", user.username, adminHeaders)).json).toEqual({ username: user.username, isAdmin: true });
    expect(await isAdmin(user.id)).toBe(true);
    expect((await route("DELETE", user.username, adminHeaders)).json).toEqual({ username: user.username, isAdmin: false });
    expect(await isAdmin(user.id)).toBe(false);
    const entries = await db().auditEntry.findMany({ where: { targetId: user.id }, orderBy: { createdAt: "asc" } });
    expect(entries.map(({ action, actorName, note, subjectUserId }) => ({ action, actorName, note, subjectUserId }))).toEqual([
      { action: "admin_granted", actorName: admin.username, note: "needed on the team", subjectUserId: user.id },
      { action: "admin_removed", actorName: admin.username, note: "needed on the team", subjectUserId: user.id },
    ]);
  });

  it("stays with the last admin who can sign in (409)", async () => {
    await db().user.updateMany({ where: { isAdmin: true, id: { not: admin.id } }, data: { isAdmin: false } });
    const answer = await route("DELETE", admin.username, adminHeaders);
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ statusCode: 409, message: expect.stringContaining("last admin") });
    expect(await isAdmin(admin.id)).toBe(true);
    // A disabled admin does not count as one who can run the instance.
    const disabledAdmin = await createTestUser({ isAdmin: true });
    await db().user.update({ where: { id: disabledAdmin.id }, data: { disabledAt: new Date() } });
    await expect(setAdminRight(cli, admin.username, false, "")).rejects.toMatchObject({ status: 409 });
  });

  it("is refused to everyone but an admin, and 404 for a missing account", async () => {
    const user = await createTestUser();
    expect((await route("POST", user.username, await createTestSessionHeaders(user.id))).status).toBe(403);
    expect((await route("POST", user.username, {})).status).toBe(401);
    expect(await isAdmin(user.id)).toBe(false);
    expect((await route("POST", "nobody-here", adminHeaders)).status).toBe(404);
  });
});
