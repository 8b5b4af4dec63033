import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../core/errors";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { rateLimits } from "../rate-limit/budgets";
import { addressBudgetKey } from "../rate-limit/requests";
import { solve, solvedCaptcha } from "../testing/captcha";
import { CAPTCHA_HEADER, CHALLENGE_LIFETIME_SECONDS, issueChallenge, MAX_PAYLOAD_CHARS, spendSolvedChallenge } from "./challenge";
import { MAX_WORK, MIN_WORK, workCeiling } from "./difficulty";
import { encodePayload } from "./payload";
import { forgetSpentChallenges, MAX_REMEMBERED, spendChallenge } from "./spent";

// A write budget of 16 a minute, so a few writes move an address up the difficulty steps (the
// test setup turns limits off); set before the settings are first read.
const previous = vi.hoisted(() => {
  const saved = {
    RATE_LIMIT_ENABLED: process.env.RATE_LIMIT_ENABLED,
    RATE_LIMIT_WRITE_PER_MINUTE: process.env.RATE_LIMIT_WRITE_PER_MINUTE,
  };
  Object.assign(process.env, { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_WRITE_PER_MINUTE: "16" });
  return saved;
});
afterAll(() => {
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
afterEach(() => {
  vi.useRealTimers();
  forgetSpentChallenges();
});

/** What spending this header, sent from `address`, answers: "ok", or the reason of the 403. */
async function outcome(header: string | null, address = "192.0.2.1"): Promise<string> {
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: address });
  if (header !== null) headers.set(CAPTCHA_HEADER, header);
  try {
    await spendSolvedChallenge({ headers });
    return "ok";
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.status).toBe(403);
    expect(error.message).toContain("GET /api/v3/captcha");
    return String(error.details.captcha);
  }
}

type Payload = { challenge: { parameters: Record<string, unknown>; signature: string } };
const reencode = (header: string, change: (payload: Payload) => void) => {
  const payload = JSON.parse(atob(header)) as Payload;
  change(payload);
  return btoa(JSON.stringify(payload));
};

describe("captcha challenges", () => {
  it("accepts a solved challenge once: a replay, from anywhere, is refused", async () => {
    const header = await solvedCaptcha();
    expect(await outcome(header)).toBe("ok");
    expect(await outcome(header)).toBe("used");
  });

  it("names a missing payload, and refuses one that is not ALTCHA's base64 JSON", async () => {
    expect(await outcome(null)).toBe("missing");
    expect(await outcome("")).toBe("missing");
    expect(await outcome("not base64 {")).toBe("invalid");
    expect(await outcome(btoa(JSON.stringify({ challenge: {}, solution: {} })))).toBe("invalid");
  });

  it("refuses a header too long before decoding it, even when it would decode to a solution", async () => {
    const header = await solvedCaptcha();
    // Base64 padding after the payload: a decoder would read past it to the same solution.
    const padded = header + "=".repeat(MAX_PAYLOAD_CHARS);
    expect(await outcome(padded)).toBe("invalid");
    // Not spent by the refusal: the honest header still works.
    expect(await outcome(header)).toBe("ok");
  });

  it("refuses a guessed key, a forged signature, and changed parameters", async () => {
    const challenge = await issueChallenge(undefined);
    const solution = await solve(challenge);
    // The given prefix padded out: what a client that did not do the work could send.
    const guessed = challenge.parameters.keyPrefix.padEnd(solution.derivedKey.length, "0");
    expect(await outcome(encodePayload(challenge, { counter: solution.counter, derivedKey: guessed }))).toBe("invalid");
    const header = encodePayload(challenge, solution);
    expect(await outcome(reencode(header, (p) => void (p.challenge.signature = "0".repeat(64))))).toBe("invalid");
    // A later expiry signed by nobody.
    expect(await outcome(reencode(header, (p) => void (p.challenge.parameters.expiresAt = 4_000_000_000)))).toBe("invalid");
    expect(await outcome(header)).toBe("ok");
  });

  it("refuses a challenge signed with another key (another server's)", async () => {
    const foreign = await createChallenge({
      algorithm: "SHA-256",
      cost: 1,
      counter: 100,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      hmacSignatureSecret: "another server",
      hmacKeySignatureSecret: "another server's keys",
    });
    expect(await outcome(encodePayload(foreign, await solve(foreign)))).toBe("invalid");
  });

  it("refuses an expired challenge, solved or not", async () => {
    const header = await solvedCaptcha();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (CHALLENGE_LIFETIME_SECONDS + 1) * 1000);
    expect(await outcome(header)).toBe("expired");
  });
});

/** A challenge given to `address`, and its solution. */
async function solvedPair(address: string) {
  const challenge = await issueChallenge(address);
  return [challenge, await solve(challenge)] as const;
}

describe("the work a challenge asks", () => {
  it("grows with the address's share of its write budget, and stops at the bound", () => {
    expect(workCeiling(0)).toBe(MIN_WORK);
    expect(workCeiling(0.2)).toBe(2 * MIN_WORK);
    expect(workCeiling(0.3)).toBe(4 * MIN_WORK);
    expect(workCeiling(1)).toBe(MAX_WORK);
    expect(workCeiling(1000)).toBe(MAX_WORK);
  });

  it("refuses a challenge given while the address was quiet once it has written much since: none can be stocked up", async () => {
    const address = "192.0.2.12";
    const stocked = await Promise.all([1, 2].map(async () => encodePayload(...(await solvedPair(address)))));
    expect(await outcome(stocked[0]!, address)).toBe("ok");
    // Half its budget written since: the least work it may now be asked is above what a quiet one got.
    await rateLimits().consume("write", [addressBudgetKey(address)], 8);
    expect(await outcome(stocked[1]!, address)).toBe("outdated");
    // Spent by the refusal: sent again, it is used.
    expect(await outcome(stocked[1]!, address)).toBe("used");
    // A replay of the first is told it is used, not outdated.
    expect(await outcome(stocked[0]!, address)).toBe("used");
    // A challenge given now asks enough, and is taken.
    expect(await outcome(encodePayload(...(await solvedPair(address))), address)).toBe("ok");
  });

  it("asks a quiet address the least and one that wrote its budget away the most, never more", async () => {
    const quiet = await solve(await issueChallenge("192.0.2.10"));
    expect(quiet.counter).toBeLessThanOrEqual(MIN_WORK);
    // The whole budget and past it: a flood from a shared address still meets the bound.
    await rateLimits().consume("write", [addressBudgetKey("192.0.2.11")], 40);
    const busy = await solve(await issueChallenge("192.0.2.11"));
    expect(busy.counter).toBeGreaterThanOrEqual(MAX_WORK / 2);
    expect(busy.counter).toBeLessThanOrEqual(MAX_WORK);
  });
});

describe("spent challenges in this process", () => {
  it("are kept until they expire, and the list stays bounded", async () => {
    const soon = Date.now() + 60_000;
    expect(await spendChallenge("first", soon)).toBe(true);
    expect(await spendChallenge("first", soon)).toBe(false);
    for (let i = 0; i < MAX_REMEMBERED; i++) await spendChallenge(`filler-${i}`, soon);
    // Full of live ones: the oldest made room, the newest are still refused.
    expect(await spendChallenge(`filler-${MAX_REMEMBERED - 1}`, soon)).toBe(false);
    expect(await spendChallenge("first", soon)).toBe(true);
  });

  it("forget a challenge once it has expired", async () => {
    expect(await spendChallenge("short", Date.now() + 1_000)).toBe(true);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2_000);
    expect(await spendChallenge("short", Date.now() + 1_000)).toBe(true);
  });
});
