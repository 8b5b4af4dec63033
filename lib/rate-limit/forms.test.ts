import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as unlock from "@/app/[pasteId]/unlock/route";
import * as login from "@/app/auth/login/route";
import * as signup from "@/app/auth/signup/route";
import { anonymous } from "../auth/caller";
import { db } from "../db/client";
import { createPaste } from "../pastes/mutations";
import { createPasteInputSchema } from "../pastes/schema";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { callRoute } from "../testing/http";

// The forms spend from budgets too (issue 18, item 7): an encrypted paste's unlock form took 300
// password guesses in 37 s, and the sign-up form created 60 accounts in 4.7 s from one address.
// Now wrong unlock passwords are counted per paste and address and per address, like failed
// sign-ins; sign-ups per address per hour; and every form post spends a write.

vi.hoisted(() => {
  vi.stubEnv("RATE_LIMIT_ENABLED", "true");
  vi.stubEnv("RATE_LIMIT_WRITE_PER_MINUTE", "12");
  vi.stubEnv("RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT", "3");
  vi.stubEnv("RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS", "5");
  vi.stubEnv("RATE_LIMIT_SIGNUPS_PER_HOUR", "2");
});
afterAll(() => vi.unstubAllEnvs());

const PASSWORD = "the paste's password";
const formPost = (address: string, fields: Record<string, string>) => ({
  method: "POST",
  headers: {
    Origin: "http://localhost",
    "Content-Type": "application/x-www-form-urlencoded",
    [CLIENT_ADDRESS_HEADER]: address,
  },
  body: new URLSearchParams(fields).toString(),
});

const encryptedPaste = async () =>
  (await createPaste(anonymous, createPasteInputSchema.parse({ encrypted: true, pasties: [{ content: "secret" }] }), PASSWORD)).id;

const tryUnlock = (pasteId: string, address: string, password: string) =>
  callRoute(unlock.POST, { ...formPost(address, { password }), path: `/${pasteId}/unlock`, params: { pasteId } });

const unlocked = (answer: { status: number; headers: Headers }) =>
  answer.status === 303 && (answer.headers.get("set-cookie") ?? "").startsWith("myst_key_");

let pasteId = "";
let otherPasteId = "";
beforeAll(async () => {
  pasteId = await encryptedPaste();
  otherPasteId = await encryptedPaste();
});

describe("the unlock form of an encrypted paste", () => {
  it("locks a paste out for an address after repeated wrong passwords, even for the right one", async () => {
    const wrong = [];
    for (let i = 0; i < 3; i++) wrong.push(await tryUnlock(pasteId, "192.0.2.1", `guess ${i}`));
    expect(wrong.map((answer) => [answer.status, answer.headers.get("location")])).toEqual(
      Array(3).fill([303, `/${pasteId}?unlock=failed`]),
    );
    const locked = await tryUnlock(pasteId, "192.0.2.1", PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(locked.headers.get("content-type")).toMatch(/^text\/html/);
    expect(locked.text).toMatch(/Too many wrong passwords for this paste\. Try again in 1[05] minutes\./);
    expect(locked.headers.get("set-cookie")).toBeNull();
    // The paste from another address, and another paste from this one, still open.
    expect(unlocked(await tryUnlock(pasteId, "192.0.2.2", PASSWORD))).toBe(true);
    expect(unlocked(await tryUnlock(otherPasteId, "192.0.2.1", PASSWORD))).toBe(true);
  });

  it("clears a paste's count for the address when the right password comes", async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await tryUnlock(otherPasteId, "192.0.2.3", "wrong")).status).toBe(303);
      expect(unlocked(await tryUnlock(otherPasteId, "192.0.2.3", PASSWORD))).toBe(true);
    }
  });

  it("limits one address guessing across many pastes", async () => {
    const pastes = await Promise.all(Array.from({ length: 6 }, encryptedPaste));
    const statuses = [];
    for (const id of pastes) statuses.push((await tryUnlock(id, "198.51.100.9", "wrong")).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
  });
});

describe("the sign-up form", () => {
  it("creates a few accounts per address per hour, then answers 429", async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await callRoute(signup.POST, formPost("203.0.113.1", { username: `bulk${i}`, password: "long enough pw" })));
    }
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 429]);
    expect(answers[2]!.text).toMatch(/Too many sign-ups from your address\. Try again in \d+ minutes?\./);
    expect(Number(answers[2]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db().user.count({ where: { usernameKey: { startsWith: "bulk" } } })).toBe(2);
    // Another address signs up as usual.
    const other = await callRoute(signup.POST, formPost("203.0.113.2", { username: "bulk9", password: "long enough pw" }));
    expect(other.status).toBe(303);
    expect(other.headers.get("set-cookie")).toMatch(/^myst_session=/);
  });
});

describe("every form post", () => {
  it("spends a write: past the write budget any form answers 429", async () => {
    for (let i = 0; i < 12; i++) {
      await callRoute(login.POST, formPost("203.0.113.50", { username: `nobody${i}`, password: "some password" }));
    }
    // The right password, on a form with its own guess counts untouched: refused for the writes.
    const refused = await tryUnlock(pasteId, "203.0.113.50", PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.text).toMatch(/Too many requests\. Try again in \d+ seconds\./);
    expect(unlocked(await tryUnlock(pasteId, "203.0.113.51", PASSWORD))).toBe(true);
  });
});
