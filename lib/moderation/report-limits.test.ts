import { afterAll, describe, expect, it, vi } from "vitest";
import * as reportsRoute from "@/app/api/v3/pastes/[pasteId]/reports/route";
import * as createRoute from "@/app/api/v3/pastes/route";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { callRoute } from "../testing/http";

// Reports spend budgets of their own (lib/rate-limit/reports.ts): per address, and per paste.

vi.hoisted(() => {
  vi.stubEnv("RATE_LIMIT_ENABLED", "true");
  vi.stubEnv("RATE_LIMIT_REPORTS_PER_HOUR", "2");
  vi.stubEnv("RATE_LIMIT_REPORTS_PER_PASTE_PER_HOUR", "3");
});
afterAll(() => vi.unstubAllEnvs());

async function newPaste(): Promise<string> {
  const created = await callRoute(createRoute.POST, { method: "POST", path: "/api/v3/pastes", body: { pasties: [{ content: "x" }] } });
  return (created.json as { id: string }).id;
}

const report = (pasteId: string, address: string) =>
  callRoute(reportsRoute.POST, {
    method: "POST",
    path: `/api/v3/pastes/${pasteId}/reports`,
    params: { pasteId },
    headers: { [CLIENT_ADDRESS_HEADER]: address },
    body: { reason: "spam" },
  });

describe("report rate limits", () => {
  it("refuse an address's reports over its budget with 429, a missing paste included", async () => {
    const [first, second] = [await newPaste(), await newPaste()];
    expect((await report(first, "203.0.113.1")).status).toBe(201);
    expect((await report(second, "203.0.113.1")).status).toBe(201);
    const refused = await report(await newPaste(), "203.0.113.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // Refused before the paste is looked up: a missing paste is refused alike (no existence oracle).
    expect((await report("zzzzzzzz", "203.0.113.1")).status).toBe(429);
  });

  it("refuse a paste's reports over its budget, whoever sends them", async () => {
    const pasteId = await newPaste();
    for (const address of ["203.0.113.10", "203.0.113.11", "203.0.113.12"]) expect((await report(pasteId, address)).status).toBe(201);
    const refused = await report(pasteId, "203.0.113.13");
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ statusCode: 429, message: expect.stringContaining("This paste has had too many reports") });
  });
});
