import { beforeAll, describe, expect, it } from "vitest";
import * as decisionRoute from "@/app/api/v3/pastes/[pasteId]/reports/decision/route";
import * as linksRoute from "@/app/api/v3/pastes/[pasteId]/links/route";
import * as reportsRoute from "@/app/api/v3/pastes/[pasteId]/reports/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import * as createRoute from "@/app/api/v3/pastes/route";
import * as userRoute from "@/app/api/v3/users/[username]/route";
import * as shareReportRoute from "@/app/s/[secret]/report/route";
import { sessionCaller } from "../auth/resolve-caller";
import { db } from "../db/client";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { restoreBinnedPaste } from "../recycle-bin/mutations";
import { createTestToken, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { loadAuditLog } from "./audit-log";
import { loadReportQueue } from "./queue";

// Reports of pastes and the admins' decisions on them, through the route handlers, on the real
// database: who may report what, what a reporter learns, and what the audit log keeps.

let ownerToken = "";
let otherToken = "";
let adminToken = "";
let admin: Awaited<ReturnType<typeof createTestUser>>;
let owner: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  owner = await createTestUser();
  const other = await createTestUser();
  admin = await createTestUser({ isAdmin: true });
  ownerToken = await createTestToken(owner.id, ["paste", "user"]);
  otherToken = await createTestToken(other.id, ["paste", "user"]);
  adminToken = await createTestToken(admin.id, ["paste", "user"]);
});

async function newPaste(options: { private?: boolean; burnAfterRead?: boolean; title?: string } = {}): Promise<string> {
  const { private: isPrivate = false, burnAfterRead = false, title = "reported" } = options;
  const created = await callRoute(createRoute.POST, {
    method: "POST",
    path: "/api/v3/pastes",
    token: ownerToken,
    body: { title, private: isPrivate, ...(burnAfterRead ? { burnAfterRead } : {}), pasties: [{ content: "the content" }] },
  });
  expect(created.status, created.text).toBe(201);
  return (created.json as { id: string }).id;
}

const report = (pasteId: string, body: unknown, options: { token?: string; address?: string } = {}) =>
  callRoute(reportsRoute.POST, {
    method: "POST",
    path: `/api/v3/pastes/${pasteId}/reports`,
    params: { pasteId },
    token: options.token,
    headers: { [CLIENT_ADDRESS_HEADER]: options.address ?? "192.0.2.1" },
    body,
  });

const decide = (pasteId: string, body: unknown, token = adminToken) =>
  callRoute(decisionRoute.POST, { method: "POST", path: `/api/v3/pastes/${pasteId}/reports/decision`, params: { pasteId }, token, body });

describe("reporting a paste", () => {
  it("answers 201 with a reference and nothing else, anonymous or signed in", async () => {
    const pasteId = await newPaste();
    const anonymousReport = await report(pasteId, { reason: "spam", details: " buy now ", contact: "me@example.com" });
    expect(anonymousReport.status).toBe(201);
    expect(anonymousReport.json).toEqual({ reference: expect.stringMatching(/^[a-z0-9]{8}$/) });
    const userReport = await report(pasteId, { reason: "personal-data" }, { token: otherToken });
    expect(userReport.status).toBe(201);
    const stored = await db().pasteReport.findMany({ where: { pasteId }, orderBy: { createdAt: "asc" } });
    expect(stored.map((row) => [row.reason, row.details, row.contact])).toEqual([
      ["spam", "buy now", "me@example.com"],
      ["personal-data", null, null],
    ]);
    // An anonymous reporter is kept as a hash of their address, never the address itself.
    expect(stored[0]!.reporterKey).toMatch(/^address:[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain("192.0.2.1");
  });

  it("counts one report per reporter: a repeat answers 200 with the first reference", async () => {
    const pasteId = await newPaste();
    const first = await report(pasteId, { reason: "spam" });
    const again = await report(pasteId, { reason: "illegal", details: "changed my mind" });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const fromElsewhere = await report(pasteId, { reason: "spam" }, { address: "198.51.100.7" });
    expect(fromElsewhere.status).toBe(201);
    expect(await db().pasteReport.count({ where: { pasteId } })).toBe(2);
  });

  it("answers a paste the reporter cannot read exactly like a missing one", async () => {
    const privateId = await newPaste({ private: true });
    const hidden = await report(privateId, { reason: "spam" }, { token: otherToken });
    const missing = await report("zzzzzzzz", { reason: "spam" }, { token: otherToken });
    expect(hidden.status).toBe(404);
    expect({ status: hidden.status, text: hidden.text }).toEqual({ status: missing.status, text: missing.text });
    expect(await db().pasteReport.count({ where: { pasteId: privateId } })).toBe(0);
  });

  it("leaves a burn-after-reading paste unread", async () => {
    const pasteId = await newPaste({ burnAfterRead: true });
    expect((await report(pasteId, { reason: "malware" })).status).toBe(201);
    expect(await db().paste.count({ where: { id: pasteId } })).toBe(1);
  });

  it("refuses bad input with the v3 error body", async () => {
    const pasteId = await newPaste();
    for (const body of [
      {},
      { reason: "boring" },
      { reason: "spam", details: "x".repeat(2001) },
      { reason: "spam", contact: "x".repeat(201) },
      { reason: "spam", extra: true },
    ]) {
      const answer = await report(pasteId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json).toEqual({ statusCode: 400, message: expect.any(String) });
    }
    expect(await db().pasteReport.count({ where: { pasteId } })).toBe(0);
  });
});

describe("reporting through a share link", () => {
  const shareLink = async (pasteId: string, body: Record<string, unknown> = {}) => {
    const created = await callRoute(linksRoute.POST, {
      method: "POST",
      path: `/api/v3/pastes/${pasteId}/links`,
      params: { pasteId },
      token: ownerToken,
      body,
    });
    expect(created.status, created.text).toBe(201);
    const { id, url } = created.json as { id: string; url: string };
    return { id, secret: url.slice(url.lastIndexOf("/") + 1) };
  };
  const reportThrough = (secret: string, body: unknown) =>
    callRoute(shareReportRoute.POST, {
      method: "POST",
      path: `/s/${secret}/report`,
      params: { secret },
      headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.50" },
      body,
    });

  it("lets the holder of a link report the private paste it opens, without spending a view", async () => {
    const pasteId = await newPaste({ private: true });
    const { secret } = await shareLink(pasteId, { maxViews: 1 });
    const reported = await reportThrough(secret, { reason: "copyright" });
    expect(reported.status).toBe(201);
    expect(reported.json).toEqual({ reference: expect.stringMatching(/^[a-z0-9]{8}$/) });
    expect((await reportThrough(secret, { reason: "copyright" })).json).toEqual(reported.json);
    expect(await db().shareLink.findFirstOrThrow({ where: { pasteId }, select: { views: true } })).toEqual({ views: 0 });
    expect(await db().pasteReport.count({ where: { pasteId } })).toBe(1);
  });

  it("answers a link that opens nothing like a missing paste", async () => {
    const unknown = await reportThrough("x".repeat(32), { reason: "spam" });
    expect(unknown.json).toEqual({ statusCode: 404, message: "The paste was not found." });
    const pasteId = await newPaste({ private: true });
    const { secret } = await shareLink(pasteId, { maxViews: 1 });
    await db().shareLink.updateMany({ where: { pasteId }, data: { views: 1 } });
    expect((await reportThrough(secret, { reason: "spam" })).status).toBe(404);
    expect((await reportThrough(secret, { reason: "nonsense" })).status).toBe(400);
  });
});

describe("deciding on reports", () => {
  it("is for admins only: 401 anonymous, 403 for others, a note is required", async () => {
    const pasteId = await newPaste();
    await report(pasteId, { reason: "spam" });
    expect(
      (await callRoute(decisionRoute.POST, { method: "POST", params: { pasteId }, body: { decision: "dismiss", note: "x" } })).status,
    ).toBe(401);
    const refused = await decide(pasteId, { decision: "dismiss", note: "fine" }, otherToken);
    expect(refused.json).toEqual({ statusCode: 403, message: "Only admins can moderate." });
    expect((await decide(pasteId, { decision: "dismiss", note: "  " })).status).toBe(400);
    expect(await db().pasteReport.count({ where: { pasteId, closedAt: null } })).toBe(1);
  });

  it("dismisses a paste's open reports, in the audit log with the note", async () => {
    const pasteId = await newPaste({ title: "harmless" });
    await report(pasteId, { reason: "spam" });
    await report(pasteId, { reason: "other" }, { token: otherToken });
    const queue = await loadReportQueue(sessionCaller(admin));
    const entry = queue.find((queued) => queued.pasteId === pasteId);
    expect(entry).toMatchObject({ title: "harmless", reporters: 2, reasons: ["spam", "other"] });

    const dismissed = await decide(pasteId, { decision: "dismiss", note: "not spam" });
    expect(dismissed.json).toEqual({ closedReports: 2 });
    expect((await loadReportQueue(sessionCaller(admin))).some((queued) => queued.pasteId === pasteId)).toBe(false);
    expect((await decide(pasteId, { decision: "dismiss", note: "again" })).status).toBe(404);
    const log = await loadAuditLog(sessionCaller(admin), { action: "reports_dismissed" });
    expect(log.entries[0]).toMatchObject({ action: "reports_dismissed", actor: admin.username, targetId: pasteId, note: "not spam" });
  });

  it("leaves a paste its owner binned out of the queue until it is restored, its reports still open", async () => {
    const pasteId = await newPaste({ title: "binned while reported" });
    await report(pasteId, { reason: "spam" });
    const queued = async () => (await loadReportQueue(sessionCaller(admin))).some((entry) => entry.pasteId === pasteId);
    expect(await queued()).toBe(true);
    const binned = await callRoute(pasteRoute.DELETE, {
      method: "DELETE",
      path: `/api/v3/pastes/${pasteId}`,
      params: { pasteId },
      token: ownerToken,
    });
    expect(binned.status).toBe(204);
    // Binned, it answers 404 to everyone: the queue does not offer a decision that would.
    expect(await queued()).toBe(false);
    expect((await decide(pasteId, { decision: "dismiss", note: "gone" })).status).toBe(404);
    await restoreBinnedPaste(sessionCaller(owner), pasteId);
    expect(await queued()).toBe(true);
  });

  it("deletes a reported paste through the admin deletion, its reports with it", async () => {
    const pasteId = await newPaste({ title: "bad one" });
    await report(pasteId, { reason: "illegal" });
    const deleted = await decide(pasteId, { decision: "delete", note: "illegal content" });
    expect(deleted.json).toEqual({ closedReports: 1 });
    expect(await db().paste.count({ where: { id: pasteId } })).toBe(0);
    expect(await db().pasteReport.count({ where: { pasteId } })).toBe(0);
    const log = await loadAuditLog(sessionCaller(admin), { action: "paste_deleted" });
    expect(log.entries[0]).toMatchObject({
      actor: admin.username,
      targetType: "paste",
      targetId: pasteId,
      targetLabel: "bad one",
      note: "illegal content",
    });
  });

  it("keeps no audit entry of a refused decision", async () => {
    const privateId = await newPaste({ private: true });
    const before = await db().auditEntry.count();
    expect((await decide(privateId, { decision: "delete", note: "hidden" })).status).toBe(404);
    expect(await db().auditEntry.count()).toBe(before);
  });
});

describe("the audit log", () => {
  it("records the admin deletions of pastes and users outside the queue, not an owner's own", async () => {
    const pasteId = await newPaste();
    await callRoute(pasteRoute.DELETE, { method: "DELETE", path: `/api/v3/pastes/${pasteId}`, params: { pasteId }, token: adminToken });
    const ownId = await newPaste();
    await callRoute(pasteRoute.DELETE, {
      method: "DELETE",
      path: `/api/v3/pastes/${ownId}`,
      params: { pasteId: ownId },
      token: ownerToken,
    });
    const doomed = await createTestUser();
    const removed = await callRoute(userRoute.DELETE, {
      method: "DELETE",
      path: `/api/v3/users/${doomed.username}`,
      params: { username: doomed.username },
      token: adminToken,
    });
    expect(removed.status).toBe(204);
    const entries = (await loadAuditLog(sessionCaller(admin), {})).entries;
    expect(entries.some((entry) => entry.targetId === pasteId && entry.action === "paste_deleted" && entry.note === "")).toBe(true);
    expect(entries.some((entry) => entry.targetId === ownId)).toBe(false);
    expect(entries[0]).toMatchObject({ action: "user_deleted", targetType: "user", targetId: doomed.id, targetLabel: doomed.username });
  });

  it("is append-only: the database refuses to change or remove an entry", async () => {
    await expect(db().auditEntry.updateMany({ data: { note: "rewritten" } })).rejects.toThrow();
    await expect(db().auditEntry.deleteMany({})).rejects.toThrow();
  });

  it("is shown to admins only, a page at a time", async () => {
    await expect(loadAuditLog(sessionCaller({ ...admin, isAdmin: false }), {})).rejects.toMatchObject({ status: 404 });
    const page = await loadAuditLog(sessionCaller(admin), { page: "999", action: "nonsense" });
    expect(page).toMatchObject({ entries: [], page: 999, action: null, hasNext: false });
  });
});
