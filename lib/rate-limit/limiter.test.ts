import { describe, expect, it } from "vitest";
import { RateLimits } from "./limiter";

describe("budgets in memory", () => {
  const limits = () => new RateLimits({ budgets: { read: { points: 3, windowSeconds: 60 }, write: { points: 0, windowSeconds: 60 } } });

  it("allows the budget, then refuses with the time until the window ends", async () => {
    const limiter = limits();
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.consume("read", ["a:1"]));
    expect(verdicts.map((verdict) => verdict?.allowed)).toEqual([true, true, true, false]);
    expect(verdicts.map((verdict) => verdict?.remaining)).toEqual([2, 1, 0, 0]);
    expect(verdicts[3]).toMatchObject({ budget: "read", limit: 3, windowSeconds: 60 });
    expect(verdicts[3]!.resetSeconds).toBeGreaterThan(55);
    expect(verdicts[3]!.resetSeconds).toBeLessThanOrEqual(60);
  });

  it("keeps keys apart and refuses when any of a request's keys is over", async () => {
    const limiter = limits();
    for (let i = 0; i < 3; i++) await limiter.consume("read", ["a:1"]);
    expect((await limiter.consume("read", ["a:2"]))?.allowed).toBe(true);
    // The same token from fresh addresses: each address is fine, the token runs out after 3.
    const remaining = [];
    for (const address of ["a:3", "a:4", "a:5"]) remaining.push((await limiter.consume("read", [address, "t:x"]))?.remaining);
    expect(remaining).toEqual([2, 1, 0]);
    expect((await limiter.consume("read", ["a:6", "t:x"]))?.allowed).toBe(false);
    expect((await limiter.consume("read", ["a:5"]))?.allowed).toBe(true);
  });

  it("peeks without spending and forgets on request", async () => {
    const limiter = limits();
    expect(await limiter.peek("read", ["a:1"])).toBeUndefined();
    for (let i = 0; i < 3; i++) {
      expect((await limiter.peek("read", ["a:1"]))?.allowed ?? true).toBe(true);
      await limiter.consume("read", ["a:1"]);
    }
    expect((await limiter.peek("read", ["a:1"]))?.allowed).toBe(false);
    await limiter.forget("read", "a:1");
    expect((await limiter.consume("read", ["a:1"]))?.allowed).toBe(true);
  });

  it("counts a used-up budget a peek finds as a refusal, but not when only asked how it stands (GET /rate_limit)", async () => {
    const refused: string[] = [];
    const limiter = new RateLimits({ budgets: { read: { points: 1, windowSeconds: 60 } }, onRefusal: (budget) => refused.push(budget) });
    await limiter.consume("read", ["a:1"]);
    expect((await limiter.peek("read", ["a:1"], { report: false }))?.remaining).toBe(0);
    expect(refused).toEqual([]);
    await limiter.peek("read", ["a:1"]);
    expect(refused).toEqual(["read"]);
  });

  it("treats 0 as off", async () => {
    const limiter = limits();
    expect(limiter.enabled("write")).toBe(false);
    expect(await limiter.consume("write", ["a:1"])).toBeUndefined();
    expect(new RateLimits({ budgets: { read: { points: 0, windowSeconds: 60 } } }).active).toBe(false);
  });
});
