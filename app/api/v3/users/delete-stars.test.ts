import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/core/ids";
import { db } from "@/lib/db/client";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { callRoute } from "@/lib/testing/http";
import { DELETE as deleteUserRoute } from "./[username]/route";
import { type InstalledQueryLog, installQueryLog } from "@/lib/testing/query-log";

// Issue 40, item 2: deleting an account read the ids of every paste it had starred, to give
// their owners' counters back; a user can star without end. One statement does it now.
// The stars are written straight to the database: giving them one request at a time is not what
// this test is about.

const starred = 300;
let queries: InstalledQueryLog;

beforeAll(() => {
  queries = installQueryLog();
});

afterAll(() => queries?.uninstall());

describe("deleting an account that starred many pastes", () => {
  it("gives every starred paste its star back (an anonymous one too), and no statement answers a row per star", async () => {
    const author = await createTestUser();
    const fan = await createTestUser();
    const fanToken = await createTestToken(fan.id, ["paste", "user"]);
    const pasteIds = Array.from({ length: starred }, () => newId());
    await db().paste.createMany({ data: pasteIds.map((id) => ({ id, ownerId: author.id, stars: 2 })) });
    await db().star.createMany({ data: pasteIds.map((pasteId) => ({ userId: fan.id, pasteId })) });
    const anonymous = newId();
    await db().paste.create({ data: { id: anonymous, stars: 1, starredBy: { create: { userId: fan.id } } } });
    const own = newId();
    await db().paste.create({ data: { id: own, ownerId: fan.id, stars: 1, starredBy: { create: { userId: fan.id } } } });

    queries.log.reset();
    const removed = await callRoute(deleteUserRoute, { method: "DELETE", params: { username: fan.username }, token: fanToken });
    expect(removed.status).toBe(204);
    const largest = Math.max(...queries.log.statements.map((statement) => statement.rows?.length ?? 0));
    expect(largest).toBeLessThan(10);

    const counts = await db().paste.groupBy({ by: ["stars"], where: { id: { in: pasteIds } }, _count: true });
    expect(counts).toEqual([{ stars: 1, _count: starred }]);
    expect(await db().paste.findUniqueOrThrow({ where: { id: anonymous } })).toMatchObject({ stars: 0 });
    expect(await db().paste.count({ where: { id: own } })).toBe(0);
  });
});
