import { beforeAll, describe, expect, it } from "vitest";
import * as adminPastesRoute from "@/app/api/v3/admin/pastes/route";
import * as adminUserRoute from "@/app/api/v3/admin/users/[username]/route";
import { anonymous } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { db } from "../db/client";
import { createPaste } from "../pastes/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { createTestSessionHeaders, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";

// The admins' paste finder (issue 27 item 5: /admin/pastes) and deleting an account from the
// accounts page.

let adminHeaders: Record<string, string>;
let ownerName: string;
const ids = {} as Record<"public" | "anonymous" | "quarantined" | "private" | "burn", string>;

beforeAll(async () => {
  const admin = await createTestUser({ isAdmin: true });
  adminHeaders = await createTestSessionHeaders(admin.id);
  const user = await createTestUser();
  ownerName = user.username;
  const owner = sessionCaller({ id: user.id, username: user.username, isAdmin: false });
  const create = async (body: Record<string, unknown>, caller = owner) =>
    (await createPaste(caller, createPasteInputSchema.parse(body), null)).id;
  ids.public = await create({ title: "public", pasties: [{ content: "needle one" }] });
  ids.anonymous = await create({ title: "anonymous", pasties: [{ content: "needle two" }] }, anonymous);
  ids.quarantined = await create({ title: "held", pasties: [{ content: "needle three" }] });
  await db().paste.update({ where: { id: ids.quarantined }, data: { quarantinedAt: new Date() } });
  await db().pasteReport.create({ data: { id: "rep00002", pasteId: ids.quarantined, reporterKey: "user:y", reason: "spam" } });
  ids.private = await create({ title: "private", private: true, pasties: [{ content: "needle four" }] });
  ids.burn = await create({ title: "burn", burnAfterRead: true, pasties: [{ content: "needle five" }] });
});

const find = async (query: string, headers = adminHeaders) =>
  callRoute(adminPastesRoute.GET, { path: `/api/v3/admin/pastes?${query}`, headers });
const found = async (query: string) => ((await find(query)).json as { pastes: { id: string }[] }).pastes.map((paste) => paste.id);

describe("the admins' paste finder", () => {
  it("finds by words, owner or id, anonymous and quarantined pastes too, never a private or read-once one", async () => {
    expect((await found("q=needle")).sort()).toEqual([ids.public, ids.anonymous, ids.quarantined].sort());
    expect((await found(`owner=${ownerName}`)).sort()).toEqual([ids.public, ids.quarantined].sort());
    expect(await found(`id=${ids.anonymous}`)).toEqual([ids.anonymous]);
    expect(await found(`id=${ids.private}`)).toEqual([]);
    const held = ((await find(`id=${ids.quarantined}`)).json as { pastes: object[] }).pastes[0];
    expect(held).toMatchObject({ title: "held", owner: ownerName, quarantined: true, openReports: 1 });
  });

  it("is the admins' alone, and says what a query without words is", async () => {
    const user = await createTestUser();
    expect((await find("q=needle", await createTestSessionHeaders(user.id))).status).toBe(403);
    expect((await find("q=needle", {})).status).toBe(401);
    expect((await find("q=!!!")).status).toBe(400);
  });
});

describe("deleting an account from the accounts page", () => {
  it("removes it with its pastes, and keeps the admin's note in the audit log", async () => {
    const doomed = await createTestUser();
    const answer = await callRoute(adminUserRoute.DELETE, {
      method: "DELETE",
      params: { username: doomed.username },
      headers: adminHeaders,
      body: { note: "spam account" },
    });
    expect(answer.status).toBe(204);
    expect(await db().user.findUnique({ where: { id: doomed.id } })).toBeNull();
    expect(await db().auditEntry.findFirst({ where: { targetId: doomed.id } })).toMatchObject({
      action: "user_deleted",
      note: "spam account",
    });
    const user = await createTestUser();
    const refused = await callRoute(adminUserRoute.DELETE, {
      method: "DELETE",
      params: { username: user.username },
      headers: await createTestSessionHeaders(user.id),
      body: { note: "mine now" },
    });
    expect(refused.status).toBe(403);
  });
});
