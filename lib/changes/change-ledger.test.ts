import { describe, expect, it } from "vitest";
import { ChangeLedger } from "./change-ledger";

// An answer begun at a mark may be kept only if nothing it shows changed since.

describe("ChangeLedger", () => {
  it("says an answer changed when a change to one of its ids, or to everything, came after its mark", () => {
    const ledger = new ChangeLedger();
    const before = ledger.mark();
    expect(ledger.record({ pasteId: "aaaaaaaa" })).toBe("aaaaaaaa");
    expect(ledger.changedSince(before, ["aaaaaaaa"])).toBe(true);
    expect(ledger.changedSince(before, ["bbbbbbbb", null])).toBe(false);
    expect(ledger.changedSince(ledger.mark(), ["aaaaaaaa"])).toBe(false);

    const beforeUser = ledger.mark();
    expect(ledger.record({ userId: "user0001" })).toBe("user0001");
    expect(ledger.changedSince(beforeUser, ["bbbbbbbb", "user0001"])).toBe(true);

    const beforeAll = ledger.mark();
    expect(ledger.record({ everything: true })).toBeNull();
    expect(ledger.changedSince(beforeAll, ["cccccccc"])).toBe(true);
    expect(ledger.changedSince(ledger.mark(), ["cccccccc"])).toBe(false);
  });

  it("past the ids it remembers, treats every answer begun before as changed", () => {
    const ledger = new ChangeLedger();
    const before = ledger.mark();
    for (let index = 0; index <= 10_000; index++) ledger.record({ pasteId: `p${index}` });
    expect(ledger.changedSince(before, ["never-changed"])).toBe(true);
  });
});
