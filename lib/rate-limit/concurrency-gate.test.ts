import { describe, expect, it } from "vitest";
import { AppError } from "../core/errors";
import { forClient } from "../http/request-context";
import { ConcurrencyGate } from "./concurrency-gate";

// The bound on expensive work anyone can ask for: so many at once, so many waiting (503 past
// that), so many per client (429 past that).

function deferred() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

const refusals = { busy: "busy", tooMany: "too many" };
const statusOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === "fulfilled" ? 200 : outcome.reason instanceof AppError ? outcome.reason.status : -1;

describe("ConcurrencyGate", () => {
  it("runs so many at once, queues so many, refuses the rest with 503", async () => {
    const gate = new ConcurrencyGate(() => ({ concurrency: 2, queue: 1, perClient: 10 }), refusals);
    const hold = deferred();
    let mostRunning = 0;
    const work = async () => {
      mostRunning = Math.max(mostRunning, gate.load.running);
      await hold.done;
    };
    const started = Array.from({ length: 5 }, (_, index) => forClient(`192.0.2.${index}`, () => gate.run(work)));
    await Promise.resolve();
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    hold.release();
    const statuses = (await Promise.allSettled(started)).map(statusOf);
    expect(statuses).toEqual([200, 200, 200, 503, 503]);
    expect(mostRunning).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("lets one client hold at most its share, running or waiting (429), and no share applies to work for no client", async () => {
    const gate = new ConcurrencyGate(() => ({ concurrency: 1, queue: 10, perClient: 2 }), refusals);
    const hold = deferred();
    const mine = Array.from({ length: 3 }, () => forClient("198.51.100.7", () => gate.run(() => hold.done)));
    const other = forClient("198.51.100.8", () => gate.run(() => hold.done));
    const internal = Array.from({ length: 3 }, () => gate.run(() => hold.done));
    hold.release();
    expect((await Promise.allSettled(mine)).map(statusOf)).toEqual([200, 200, 429]);
    expect(statusOf((await Promise.allSettled([other]))[0])).toBe(200);
    expect((await Promise.allSettled(internal)).map(statusOf)).toEqual([200, 200, 200]);
  });
});
