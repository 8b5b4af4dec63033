import { afterAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { notFound } from "../core/errors";
import { route } from "../api/route";
import { metrics } from "../metrics/registry";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { resetInstanceSetting, setInstanceSetting } from "../instance-settings/mutations";
import { createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";

// Small budgets, set before the settings are first read (the test setup turns limits off).
const previous = vi.hoisted(() => {
  const names = ["RATE_LIMIT_ENABLED", "RATE_LIMIT_READ_PER_MINUTE", "RATE_LIMIT_WRITE_PER_MINUTE", "RATE_LIMIT_MISS_PER_MINUTE"];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  Object.assign(process.env, {
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_READ_PER_MINUTE: "3",
    RATE_LIMIT_WRITE_PER_MINUTE: "2",
    RATE_LIMIT_MISS_PER_MINUTE: "2",
  });
  return saved;
});
afterAll(() => {
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const ok = route({}, async () => ({ ok: true }));
const legacy = route({ errors: "legacy" }, async () => ({ ok: true }));
const exempt = route({ limit: "none" }, async () => ({ ok: true }));
const missing = route({ params: z.object({ id: z.string() }) }, async () => {
  throw notFound("The paste was not found.");
});
const token = `abcd1234-${"0".repeat(64)}`;
const from = (address: string, extra: Record<string, string> = {}) => ({ headers: { [CLIENT_ADDRESS_HEADER]: address, ...extra } });

describe("rate limits of API routes", () => {
  it("spends the read budget per address, with RateLimit headers, then answers 429", async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await callRoute(ok, from("192.0.2.1")));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers[0]!.headers.get("ratelimit-limit")).toBe("3");
    expect(answers.map((answer) => answer.headers.get("ratelimit-remaining"))).toEqual(["2", "1", "0", "0"]);
    expect(answers[0]!.headers.get("ratelimit-policy")).toBe("3;w=60");
    const refused = answers[3]!;
    expect(refused.json).toEqual({ statusCode: 429, message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/) });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("retry-after")).toBe(refused.headers.get("ratelimit-reset"));

    // Another address has its own budget; the legacy interfaces answer in their own shape.
    expect((await callRoute(ok, from("192.0.2.2"))).status).toBe(200);
    const legacyRefused = await callRoute(legacy, from("192.0.2.1"));
    expect(legacyRefused.status).toBe(429);
    expect(legacyRefused.json).toEqual({ statusMessage: expect.stringMatching(/^Too many requests/) });
  });

  it("keeps writes in their own budget", async () => {
    const post = (address: string) => callRoute(ok, { method: "POST", ...from(address) });
    expect([(await post("192.0.2.10")).status, (await post("192.0.2.10")).status, (await post("192.0.2.10")).status]).toEqual([
      200, 200, 429,
    ]);
    expect((await callRoute(ok, from("192.0.2.10"))).status).toBe(200);
  });

  it("holds an access token to one budget across addresses", async () => {
    const statuses = [];
    for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"]) {
      statuses.push((await callRoute(ok, from(address, { Authorization: `Bearer ${token}` }))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The bare token of older clients is the same token.
    expect((await callRoute(ok, from("198.51.100.5", { Authorization: token }))).status).toBe(429);
    expect((await callRoute(ok, from("198.51.100.5"))).status).toBe(200);
  });

  it("spends the small miss budget on 404s, then refuses the client everything for the window", async () => {
    const address = from("203.0.113.7");
    const lookups = [];
    for (let i = 0; i < 3; i++) lookups.push(await callRoute(missing, { ...address, params: { id: `scan000${i}` } }));
    expect(lookups.map((lookup) => lookup.status)).toEqual([404, 404, 429]);
    expect(lookups[2]!.json).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/^Too many requests for things that do not exist\. Try again in \d+ seconds\.$/),
    });
    expect(lookups[2]!.headers.get("retry-after")).toMatch(/^\d+$/);
    // Even requests that would succeed, until the window ends.
    expect((await callRoute(ok, address)).status).toBe(429);
    expect((await callRoute(ok, from("203.0.113.8"))).status).toBe(200);
  });

  it("exempts routes that ask for it, and requests without an address or token", async () => {
    for (let i = 0; i < 5; i++) expect((await callRoute(exempt, from("192.0.2.99"))).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await callRoute(ok)).status).toBe(200);
  });

  it("counts refusals by budget in the metrics", async () => {
    const { rateLimitRejections } = metrics();
    const before = (await rateLimitRejections.get()).values.find((value) => value.labels.budget === "read")?.value ?? 0;
    for (let i = 0; i < 4; i++) await callRoute(ok, from("192.0.2.50"));
    const after = (await rateLimitRejections.get()).values.find((value) => value.labels.budget === "read")?.value ?? 0;
    expect(after - before).toBe(1);
  });
});

describe("an admin's budget (lib/instance-settings)", () => {
  it("holds at once in place of the environment's, and the environment's again once reset", async () => {
    const admin = await createTestUser({ isAdmin: true });
    const actor = { id: admin.id, username: admin.username };
    const reads = async (address: string, count: number) => {
      const statuses = [];
      for (let i = 0; i < count; i++) statuses.push((await callRoute(ok, from(address))).status);
      return statuses;
    };
    await setInstanceSetting({ actor, key: "rateLimitReadPerMinute" }, 5);
    const answer = await callRoute(ok, from("198.51.100.1"));
    expect(answer.headers.get("ratelimit-limit")).toBe("5");
    expect(await reads("198.51.100.1", 5)).toEqual([200, 200, 200, 200, 429]);
    await resetInstanceSetting({ actor, key: "rateLimitReadPerMinute" });
    expect(await reads("198.51.100.2", 4)).toEqual([200, 200, 200, 429]);
  });
});
