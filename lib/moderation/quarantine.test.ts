import { beforeAll, describe, expect, it } from "vitest";
import * as legacyPasteRoute from "@/app/api/v2/paste/[id]/route";
import * as decisionRoute from "@/app/api/v3/pastes/[pasteId]/reports/decision/route";
import * as linksRoute from "@/app/api/v3/pastes/[pasteId]/links/route";
import * as reportsRoute from "@/app/api/v3/pastes/[pasteId]/reports/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import * as starRoute from "@/app/api/v3/pastes/[pasteId]/star/route";
import * as createRoute from "@/app/api/v3/pastes/route";
import * as searchRoute from "@/app/api/v3/search/route";
import * as pinnedRoute from "@/app/api/v3/users/[username]/pastes/pinned/route";
import * as profileListRoute from "@/app/api/v3/users/[username]/pastes/route";
import * as starsRoute from "@/app/api/v3/users/[username]/stars/route";
import * as sharedRawRoute from "@/app/s/[secret]/raw/[pastyId]/route";
import { sessionCaller } from "../auth/resolve-caller";
import { type Change, onChange } from "../changes/announce";
import { db } from "../db/client";
import type { User } from "../db/generated/client";
import { UNAVAILABLE_HEADER } from "../core/errors";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { loadPastePage } from "../pastes/page";
import { createTestToken, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { loadAuditLog } from "./audit-log";
import { loadReportQueue } from "./queue";

// Quarantine (issue 27): an admin holds a reported paste back while it is reviewed. Everyone but
// its owner and the admins is answered 451 (the older APIs' 404, with a header saying why); no
// list, search or star list shows it to anyone else; dismissing its reports releases it. Every
// door × every caller for a quarantined paste is in the authorization matrix (app/); the
// response cache's part is in lib/server/response-cache-suite.ts.

let owner: User;
let admin: User;
let ownerToken = "";
let otherToken = "";
let adminToken = "";

beforeAll(async () => {
  owner = await createTestUser();
  const other = await createTestUser();
  admin = await createTestUser({ isAdmin: true });
  await db().user.update({ where: { id: owner.id }, data: { showAllPastesOnProfile: true } });
  ownerToken = await createTestToken(owner.id, ["paste", "user"]);
  otherToken = await createTestToken(other.id, ["paste", "user"]);
  adminToken = await createTestToken(admin.id, ["paste", "user"]);
});

const UNDER_REVIEW_BODY = {
  statusCode: 451,
  message: "This paste is under review by the moderators of this instance and cannot be shown for now.",
};

async function newPaste(options: { title: string; private?: boolean; pinned?: boolean }): Promise<{ id: string; pastyId: string }> {
  const created = await callRoute(createRoute.POST, {
    method: "POST",
    path: "/api/v3/pastes",
    token: ownerToken,
    body: {
      title: options.title,
      private: options.private ?? false,
      pinned: options.pinned ?? false,
      pasties: [{ content: `${options.title} text` }],
    },
  });
  expect(created.status, created.text).toBe(201);
  const paste = created.json as { id: string; pasties: { id: string }[] };
  return { id: paste.id, pastyId: paste.pasties[0]!.id };
}

const report = (pasteId: string, token?: string) =>
  callRoute(reportsRoute.POST, {
    method: "POST",
    path: `/api/v3/pastes/${pasteId}/reports`,
    params: { pasteId },
    token,
    headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.7" },
    body: { reason: "illegal" },
  });

const decide = (pasteId: string, decision: string, note: string, token = adminToken) =>
  callRoute(decisionRoute.POST, {
    method: "POST",
    path: `/api/v3/pastes/${pasteId}/reports/decision`,
    params: { pasteId },
    token,
    body: { decision, note },
  });

const read = (pasteId: string, token?: string) =>
  callRoute(pasteRoute.GET, { path: `/api/v3/pastes/${pasteId}`, params: { pasteId }, token });

const listIds = async (handler: typeof profileListRoute.GET, path: string, token?: string, query = "") => {
  const answer = await callRoute(handler, { path: `${path}${query}`, params: { username: owner.username }, token });
  expect(answer.status, answer.text).toBe(200);
  const page = answer.json as { items: { paste: { id: string } }[]; totalPages: number };
  return { ids: page.items.map((item) => item.paste.id), totalPages: page.totalPages };
};

describe("quarantining a reported paste", () => {
  it("hides it from everyone but its owner and the admins, who are told why", async () => {
    const paste = await newPaste({ title: "held back" });
    expect((await report(paste.id)).status).toBe(201);
    const changes: Change[] = [];
    const stopListening = onChange((change) => changes.push(change));
    const decided = await decide(paste.id, "quarantine", "looks like a leaked database");
    stopListening();
    expect(decided.status, decided.text).toBe(200);
    expect(decided.json).toEqual({ closedReports: 0 });
    // Every cache of its answers hears of it.
    expect(changes).toContainEqual({ pasteId: paste.id });

    expect((await read(paste.id)).json).toEqual(UNDER_REVIEW_BODY);
    expect((await read(paste.id, otherToken)).json).toEqual(UNDER_REVIEW_BODY);
    expect((await read(paste.id, ownerToken)).status).toBe(200);
    expect((await read(paste.id, adminToken)).status).toBe(200);
    // What one cannot read, one cannot star or report either.
    expect((await callRoute(starRoute.POST, { method: "POST", params: { pasteId: paste.id }, token: otherToken })).status).toBe(451);
    expect((await report(paste.id, otherToken)).status).toBe(451);

    // The older APIs know no 451: their 404, with a header saying why.
    const older = await callRoute(legacyPasteRoute.GET, { path: `/api/v2/paste/${paste.id}`, params: { id: paste.id } });
    expect([older.status, older.headers.get(UNAVAILABLE_HEADER)]).toEqual([404, "under-review"]);
    expect(Object.keys(older.json as object)).toEqual(["statusMessage"]);

    // The owner's page says so, with the moderator's note.
    const page = await loadPastePage(sessionCaller(owner), paste.id, null);
    expect(page.kind === "open" && page.quarantine).toMatchObject({ note: "looks like a leaked database" });

    // Still in the queue, marked, its report open until a decision; in the audit log.
    const queued = (await loadReportQueue(sessionCaller(admin))).find((entry) => entry.pasteId === paste.id);
    expect(queued).toMatchObject({ quarantined: true, reporters: 1 });
    const log = await loadAuditLog(sessionCaller(admin), { action: "paste_quarantined" });
    expect(log.entries[0]).toMatchObject({
      actor: admin.username,
      targetId: paste.id,
      targetLabel: "held back",
      note: "looks like a leaked database",
    });
  });

  it("leaves it out of every list, search and star list but its owner's", async () => {
    const kept = await newPaste({ title: "kept findable quarry", pinned: true });
    const held = await newPaste({ title: "held findable quarry", pinned: true });
    await db().star.create({ data: { userId: owner.id, pasteId: held.id } });
    await db().star.create({ data: { userId: owner.id, pasteId: kept.id } });
    await report(held.id);
    expect((await decide(held.id, "quarantine", "review")).status).toBe(200);

    const listPath = `/api/v3/users/${owner.username}/pastes`;
    const pageSize = "?pageSize=1";
    for (const token of [undefined, otherToken, adminToken]) {
      const list = await listIds(profileListRoute.GET, listPath, token);
      expect(list.ids).toContain(kept.id);
      expect(list.ids).not.toContain(held.id);
      // The total counts what the list shows (one page per paste), the held ones not among them.
      expect((await listIds(profileListRoute.GET, listPath, token, pageSize)).totalPages).toBe(list.ids.length);
      expect((await listIds(pinnedRoute.GET, `${listPath}/pinned`, token)).ids).not.toContain(held.id);
      expect((await listIds(starsRoute.GET, `/api/v3/users/${owner.username}/stars`, token)).ids).not.toContain(held.id);
      const found = await callRoute(searchRoute.GET, { path: "/api/v3/search?scope=public&q=findable%20quarry", token });
      expect(found.text).toContain(kept.id);
      expect(found.text).not.toContain(held.id);
    }
    const ownList = await listIds(profileListRoute.GET, listPath, ownerToken);
    expect(ownList.ids).toContain(held.id);
    expect((await listIds(profileListRoute.GET, listPath, ownerToken, pageSize)).totalPages).toBe(ownList.ids.length);
    expect((await listIds(pinnedRoute.GET, `${listPath}/pinned`, ownerToken)).ids).toContain(held.id);
    const ownSearch = await callRoute(searchRoute.GET, { path: "/api/v3/search?q=findable%20quarry", token: ownerToken });
    expect(ownSearch.text).toContain(held.id);
  });

  it("closes a private paste's share links while it is held back", async () => {
    const paste = await newPaste({ title: "shared and held", private: true });
    const link = await callRoute(linksRoute.POST, { method: "POST", params: { pasteId: paste.id }, token: ownerToken, body: {} });
    const { url } = link.json as { url: string };
    const secret = url.slice(url.lastIndexOf("/") + 1);
    const rawThroughLink = () =>
      callRoute(sharedRawRoute.GET, { path: `/s/${secret}/raw/${paste.pastyId}`, params: { secret, pastyId: paste.pastyId } });
    expect((await rawThroughLink()).status).toBe(200);
    // Reported through the link, the admin may act on it though they cannot read it.
    await db().pasteReport.create({ data: { id: "qlinkrep", pasteId: paste.id, reporterKey: "address:x", reason: "copyright" } });
    expect((await decide(paste.id, "quarantine", "review")).status).toBe(200);
    expect((await rawThroughLink()).json).toEqual(UNDER_REVIEW_BODY);
    expect((await read(paste.id, ownerToken)).status).toBe(200);
  });

  it("is an admin's decision on a paste they may act on", async () => {
    const paste = await newPaste({ title: "not yours to hold" });
    expect((await decide(paste.id, "quarantine", "x", otherToken)).status).toBe(403);
    expect((await decide(paste.id, "quarantine", " ")).status).toBe(400);
    expect((await decide("zzzzzzzz", "quarantine", "x")).status).toBe(404);
    // Someone else's private paste nobody reported is missing to an admin, as everywhere.
    const hidden = await newPaste({ title: "private, unreported", private: true });
    expect((await decide(hidden.id, "quarantine", "x")).status).toBe(404);
    expect(await db().paste.findUniqueOrThrow({ where: { id: paste.id }, select: { quarantinedAt: true } })).toEqual({
      quarantinedAt: null,
    });
  });
});

describe("dismissing the reports of a quarantined paste", () => {
  it("releases it: everyone sees it again, and the audit log says so", async () => {
    const paste = await newPaste({ title: "released" });
    await report(paste.id);
    await decide(paste.id, "quarantine", "checking");
    expect((await read(paste.id)).status).toBe(451);
    const changes: Change[] = [];
    const stopListening = onChange((change) => changes.push(change));
    const dismissed = await decide(paste.id, "dismiss", "it is fine");
    stopListening();
    expect(dismissed.json).toEqual({ closedReports: 1 });
    expect(changes).toContainEqual({ pasteId: paste.id });
    expect((await read(paste.id)).status).toBe(200);
    const log = await loadAuditLog(sessionCaller(admin), { action: "paste_released" });
    expect(log.entries[0]).toMatchObject({ targetId: paste.id, note: "it is fine" });
    // Nothing open and nothing held back: nothing left to dismiss.
    expect((await decide(paste.id, "dismiss", "again")).status).toBe(404);
  });
});
