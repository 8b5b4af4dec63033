import { describe, expect, it } from "vitest";
import * as statsRoute from "@/app/api/v3/admin/stats/route";
import { anonymous } from "../auth/caller";
import { sessionCaller } from "../auth/resolve-caller";
import { db } from "../db/client";
import { encryptPaste, newPasteKey } from "../end-to-end/format";
import { createPaste } from "../pastes/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { createTestSessionHeaders, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";

// The instance in numbers (issue 27 item 5: /admin, GET /api/v3/admin/stats).

describe("instance statistics", () => {
  it("count accounts, pastes, reports and what moderation holds; admins only", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const user = await createTestUser();
    await db().user.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
    const owner = sessionCaller({ id: admin.id, username: admin.username, isAdmin: true });
    const create = (body: Record<string, unknown>, caller = owner, key: string | null = null) =>
      createPaste(caller, createPasteInputSchema.parse(body), key);
    const held = await create({ pasties: [{ content: "held" }] });
    await db().paste.update({ where: { id: held.id }, data: { quarantinedAt: new Date() } });
    await create({ private: true, expiresIn: "1d", pasties: [{ content: "private" }] });
    await create({ pasties: [{ content: "anonymous" }] }, anonymous);
    await create({ encrypted: true, pasties: [{ content: "locked" }] }, owner, "key");
    // Sealed in the browser: counted apart from the password-encrypted ones (issue 43: not "Encrypted 0" beside it).
    const sealed = await encryptPaste((await newPasteKey()).key, {
      title: "sealed",
      pasties: [{ title: "", content: "e2e", language: "Text" }],
    });
    await create({ e2e: sealed.e2e, pasties: sealed.pasties });
    await db().pasteReport.create({ data: { id: "rep00001", pasteId: held.id, reporterKey: "user:x", reason: "spam" } });

    const answer = await callRoute(statsRoute.GET, { headers: await createTestSessionHeaders(admin.id) });
    expect(answer.status).toBe(200);
    const { databaseBytes, ...counts } = answer.json as { databaseBytes: number };
    // An empty PostgreSQL database alone takes several MiB.
    expect(databaseBytes).toBeGreaterThan(1024 * 1024);
    expect(counts).toEqual({
      registration: "open",
      users: { total: 2, admins: 1, disabled: 1, joinedLastWeek: 2 },
      pastes: { total: 5, private: 1, anonymous: 1, encrypted: 1, endToEnd: 1, expiring: 1, quarantined: 1, createdLastWeek: 5 },
      reports: { open: 1, lastWeek: 1 },
      blockedContents: 0,
      activeInvitations: 0,
    });
    expect((await callRoute(statsRoute.GET, { headers: await createTestSessionHeaders(user.id) })).status).toBe(401);
    const other = await createTestUser();
    expect((await callRoute(statsRoute.GET, { headers: await createTestSessionHeaders(other.id) })).status).toBe(403);
    expect((await callRoute(statsRoute.GET, {})).status).toBe(401);
  });
});
