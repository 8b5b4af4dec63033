import { beforeEach, describe, expect, it } from "vitest";
import { anonymous } from "../auth/caller";
import { db } from "../db/client";
import { createPaste } from "../pastes/mutations";
import { createTestUser } from "../testing/actors";
import { forgetSiteStats, getSiteStats } from "./stats";

const paste = (languages: string[]) =>
  createPaste(
    anonymous,
    {
      expiresIn: "never",
      private: false,
      pinned: false,
      encrypted: false,
      tags: [],
      pasties: languages.map((language) => ({ content: "x", language })),
    },
    null,
  );

describe("site statistics", () => {
  beforeEach(forgetSiteStats);

  it("counts live pastes, accounts and the languages of live pasties but end-to-end encrypted ones, most used first", async () => {
    await createTestUser();
    await paste(["Python", "Rust"]);
    await paste(["Python"]);
    const expired = await paste(["Go"]);
    await db().paste.update({ where: { id: expired.id }, data: { deletesAt: new Date(Date.now() - 1) } });
    // Its languages are as hidden as its content (issue 43: explore said so while /stats listed them).
    const endToEnd = await paste(["Haskell"]);
    await db().paste.update({ where: { id: endToEnd.id }, data: { e2e: { e2e: 1 } } });

    const stats = await getSiteStats();
    expect(stats.pastes).toBe(3);
    expect(stats.users).toBe(1);
    expect(stats.languages).toEqual([
      { name: "Python", pasties: 2 },
      { name: "Rust", pasties: 1 },
    ]);
  });

  it("keeps the numbers for a minute, then counts again", async () => {
    const start = Date.now();
    const before = (await getSiteStats(start)).pastes;
    await paste(["Text"]);
    expect((await getSiteStats(start + 1_000)).pastes).toBe(before);
    expect((await getSiteStats(start + 61_000)).pastes).toBe(before + 1);
  });
});
