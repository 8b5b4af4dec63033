import { describe, expect, it } from "vitest";
import { anonymous } from "../auth/caller";
import { db } from "../db/client";
import { startExpirySweeper } from "../pastes/expiry";
import { createPaste } from "../pastes/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { countActivePastes } from "../pastes/queries";
import { countActivePastesWith, metrics } from "./registry";

const value = async (metric: { get(): Promise<{ values: { value: number; labels: Record<string, unknown> }[] }> }, labels = {}) =>
  (await metric.get()).values.find((entry) => Object.entries(labels).every(([name, v]) => entry.labels[name] === v))?.value ?? 0;

describe("service metrics", () => {
  it("count active pastes at scrape time, with the query the server hands over", async () => {
    countActivePastesWith(countActivePastes);
    const { activePastes, registry } = metrics();
    const before = await value(activePastes);
    await createPaste(anonymous, createPasteInputSchema.parse({ pasties: [{ content: "one" }] }), null);
    await registry.metrics();
    expect(await value(activePastes)).toBe(before + 1);
  });

  it("count sweeper runs and the expired pastes they remove", async () => {
    const { expirySweeps, expiredPastesDeleted } = metrics();
    const runsBefore = await value(expirySweeps, { outcome: "ok" });
    const deletedBefore = await value(expiredPastesDeleted);
    const paste = await createPaste(anonymous, createPasteInputSchema.parse({ expiresIn: "1h", pasties: [{ content: "old" }] }), null);
    await db().paste.update({ where: { id: paste.id }, data: { deletesAt: new Date(Date.now() - 1000) } });
    const stop = startExpirySweeper(50);
    try {
      await expect.poll(() => value(expiredPastesDeleted), { timeout: 5_000 }).toBe(deletedBefore + 1);
      expect(await value(expirySweeps, { outcome: "ok" })).toBeGreaterThan(runsBefore);
    } finally {
      stop();
    }
  });
});
