import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import * as decisionRoute from "@/app/api/v3/pastes/[pasteId]/reports/decision/route";
import * as reportsRoute from "@/app/api/v3/pastes/[pasteId]/reports/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import * as createRoute from "@/app/api/v3/pastes/route";
import { signInLocally, signUpLocally } from "../auth/local";
import { sessionCaller } from "../auth/resolve-caller";
import { findSignedIn } from "../auth/sessions";
import { startSession } from "../auth/sign-in";
import { db } from "../db/client";
import type { User } from "../db/generated/client";
import { exportUserZip } from "../users/export";
import { createTestToken, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { loadAuditLog } from "./audit-log";
import { enableUser } from "./disable-user";
import { loadReportQueue } from "./queue";

// Disabling the owner of a reported paste (issue 27): no sign-in, no session, no token, every
// paste quarantined; enabling again undoes exactly that, and the audit log keeps both.

let admin: User;
let adminToken = "";

beforeAll(async () => {
  admin = await createTestUser({ isAdmin: true });
  adminToken = await createTestToken(admin.id, ["paste", "user"]);
});

async function newPaste(token: string, title: string): Promise<string> {
  const created = await callRoute(createRoute.POST, { method: "POST", token, body: { title, pasties: [{ content: `${title} text` }] } });
  expect(created.status, created.text).toBe(201);
  return (created.json as { id: string }).id;
}

const decide = (pasteId: string, decision: string, token = adminToken) =>
  callRoute(decisionRoute.POST, { method: "POST", params: { pasteId }, token, body: { decision, note: "spam account" } });

const readStatus = async (pasteId: string) => (await callRoute(pasteRoute.GET, { params: { pasteId } })).status;

describe("disabling a paste's owner", () => {
  it("refuses their sign-in, sessions and tokens, quarantines their pastes, and enabling undoes it", async () => {
    const owner = await signUpLocally({ username: `spammer${Date.now().toString(36).slice(-6)}`, password: "a long enough password" });
    const token = await createTestToken(owner.id, ["paste", "user"]);
    const cookie = (await startSession(owner)).split(";")[0]!;
    const session = cookie.slice(cookie.indexOf("=") + 1);
    const reported = await newPaste(token, "reported spam");
    const other = await newPaste(token, "other paste");
    const heldByAdmin = await newPaste(token, "held for its own reasons");
    await callRoute(reportsRoute.POST, { method: "POST", params: { pasteId: reported }, body: { reason: "spam" } });
    await callRoute(reportsRoute.POST, { method: "POST", params: { pasteId: heldByAdmin }, body: { reason: "spam" } });
    expect((await decide(heldByAdmin, "quarantine")).status).toBe(200);
    const readOwn = () => callRoute(pasteRoute.GET, { params: { pasteId: reported }, token });
    expect((await readOwn()).status).toBe(200);

    expect((await decide(reported, "disable-owner")).json).toEqual({ closedReports: 0 });
    const refused = await readOwn();
    expect(refused.json).toEqual({ statusCode: 401, message: "The account of this access token has been disabled." });
    expect(await findSignedIn(session)).toBeNull();
    const signedIn = await signInLocally({ username: owner.username, password: "a long enough password" });
    await expect(startSession(signedIn)).rejects.toMatchObject({ status: 403 });
    for (const pasteId of [reported, other, heldByAdmin]) expect(await readStatus(pasteId)).toBe(451);
    const queued = (await loadReportQueue(sessionCaller(admin))).find((entry) => entry.pasteId === reported);
    expect(queued).toMatchObject({ owner: owner.username, ownerDisabled: true });
    const log = await loadAuditLog(sessionCaller(admin), { action: "user_disabled" });
    expect(log.entries[0]).toMatchObject({ actor: admin.username, targetId: owner.id, targetLabel: owner.username, note: "spam account" });

    // The command line's enable (npm run admin -- enable): the account works again, and the pastes
    // the disabling held back are released; the one an admin quarantined stays held back.
    expect(await enableUser({ id: "cli", username: "command line" }, owner.id, "appealed")).toEqual({ releasedPastes: 2 });
    expect((await readOwn()).status).toBe(200);
    expect(await findSignedIn(session)).not.toBeNull();
    expect([await readStatus(reported), await readStatus(other), await readStatus(heldByAdmin)]).toEqual([200, 200, 451]);
    const enabled = await loadAuditLog(sessionCaller(admin), { action: "user_enabled" });
    expect(enabled.entries[0]).toMatchObject({ actor: "command line", targetId: owner.id, note: "appealed" });

    // The owner's data export tells them what the moderators did about them and why, not who.
    const exported = await JSZip.loadAsync(await (await exportUserZip(sessionCaller(owner), owner.username)).arrayBuffer());
    const moderation = JSON.parse(await exported.file("moderation.json")!.async("string")) as Record<string, unknown>[];
    expect(moderation.map(({ action, targetId }) => [action, targetId])).toEqual([
      ["paste_quarantined", heldByAdmin],
      ["user_disabled", owner.id],
      ["user_enabled", owner.id],
    ]);
    expect(moderation[1]).toEqual({
      action: "user_disabled",
      createdAt: expect.any(String),
      targetType: "user",
      targetId: owner.id,
      targetLabel: owner.username,
      note: "spam account",
    });
  });

  it("is an admin's decision, about a paste with an owner who is not an admin", async () => {
    const user = await createTestUser();
    const token = await createTestToken(user.id, ["paste", "user"]);
    const pasteId = await newPaste(token, "owned");
    expect((await decide(pasteId, "disable-owner", token)).status).toBe(403);
    const anonymous = await callRoute(createRoute.POST, { method: "POST", body: { pasties: [{ content: "nobody's" }] } });
    expect((await decide((anonymous.json as { id: string }).id, "disable-owner")).status).toBe(400);
    expect((await decide(await newPaste(adminToken, "an admin's"), "disable-owner")).status).toBe(403);
    expect((await decide(pasteId, "disable-owner")).status).toBe(200);
    expect((await decide(pasteId, "disable-owner")).status).toBe(400);
    expect((await decide("zzzzzzzz", "disable-owner")).status).toBe(404);
    expect(await db().user.findUniqueOrThrow({ where: { id: admin.id }, select: { disabledAt: true } })).toEqual({ disabledAt: null });
  });
});
