import { describe, expect, it } from "vitest";
import { db } from "../db/client";
import { anonymous } from "../auth/caller";
import { deleteExpiredPastes, startExpirySweeper } from "./expiry";
import { createPaste } from "./mutations";

const paste = (expiresIn: "never" | "1h", encrypted = false) =>
  createPaste(
    anonymous,
    { expiresIn, private: false, pinned: false, encrypted, tags: [], pasties: [{ content: "x" }] },
    encrypted ? "k" : null,
  );

describe("expiry sweeper", () => {
  it("deletes expired pastes, encrypted ones too, logs them and keeps the rest", async () => {
    const keep = await paste("never");
    const later = await paste("1h");
    const expired = await paste("1h");
    const expiredEncrypted = await paste("1h", true);
    const past = new Date(Date.now() - 1);
    await db().paste.updateMany({ where: { id: { in: [expired.id, expiredEncrypted.id] } }, data: { deletesAt: past } });

    expect(await deleteExpiredPastes()).toBe(2);
    const left = (await db().paste.findMany({ select: { id: true } })).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([keep.id, later.id]));
    expect(left).not.toContain(expired.id);
    expect(left).not.toContain(expiredEncrypted.id);
    expect(await db().actionLog.count({ where: { type: "paste_expired" } })).toBe(2);
    expect(await deleteExpiredPastes()).toBe(0);
  });

  it("sweeps on its interval until stopped", async () => {
    const expired = await paste("1h");
    await db().paste.update({ where: { id: expired.id }, data: { deletesAt: new Date(Date.now() - 1) } });
    const stop = startExpirySweeper(20);
    try {
      await expect.poll(() => db().paste.count({ where: { id: expired.id } }), { timeout: 5_000 }).toBe(0);
    } finally {
      stop();
    }
  });
});
