import { afterAll, describe, expect, it, vi } from "vitest";
import { sessionCaller } from "../auth/resolve-caller";
import { db } from "../db/client";
import { deleteExpiredPastes } from "../pastes/expiry";
import { createPaste } from "../pastes/mutations";
import { deletePaste } from "../pastes/delete/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { createTestUser } from "../testing/actors";
import { listOwnBin } from "./queries";
import { binQuerySchema } from "./schema";

// RECYCLE_DAYS=0 turns the bin off: deleting is final again, and what an earlier setting left in
// the bins goes at the next sweep.

vi.hoisted(() => vi.stubEnv("RECYCLE_DAYS", "0"));
afterAll(() => vi.unstubAllEnvs());

describe("with the recycle bin off", () => {
  it("deletes for good, and the sweeper empties what was binned before", async () => {
    const user = await createTestUser();
    const owner = sessionCaller({ id: user.id, username: user.username, isAdmin: false });
    const create = () => createPaste(owner, createPasteInputSchema.parse({ pasties: [{ content: "x" }] }), null);
    const deleted = await create();
    await deletePaste(owner, deleted.id);
    expect(await db().paste.count({ where: { id: deleted.id } })).toBe(0);

    // Binned while RECYCLE_DAYS was 30, a minute ago.
    const left = await create();
    const binnedAt = new Date(Date.now() - 60_000);
    await db().paste.update({ where: { id: left.id }, data: { binnedAt, deletesAt: binnedAt } });
    expect((await listOwnBin(owner, binQuerySchema.parse({}))).items).toEqual([]);
    await deleteExpiredPastes();
    expect(await db().paste.count({ where: { id: left.id } })).toBe(0);
  });
});
