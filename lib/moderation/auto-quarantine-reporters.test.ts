import { afterAll, describe, expect, it, vi } from "vitest";
import * as reportsRoute from "@/app/api/v3/pastes/[pasteId]/reports/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import * as createRoute from "@/app/api/v3/pastes/route";
import { db } from "../db/client";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { createTestToken, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";

// Issue 40 item 7: the reporters automatic quarantine counts are distinct people as far as the
// server can tell. One address (one IPv6 /64) is one reporter however many accounts report from
// it, and accounts younger than a day or without a paste older than a day are not counted.

vi.hoisted(() => {
  vi.stubEnv("REPORT_AUTO_QUARANTINE", "3");
  vi.stubEnv("REPORT_AUTO_QUARANTINE_HOURS", "24");
});
afterAll(() => vi.unstubAllEnvs());

const DAY = 86_400_000;

async function newPaste(token?: string): Promise<string> {
  const created = await callRoute(createRoute.POST, {
    method: "POST",
    path: "/api/v3/pastes",
    token,
    body: { pasties: [{ content: "x" }] },
  });
  return (created.json as { id: string }).id;
}

/** A token of an account of the given age, with a paste of the given age (none when null). */
async function account(ageDays: number, pasteAgeDays: number | null): Promise<string> {
  const user = await createTestUser();
  await db().user.update({ where: { id: user.id }, data: { createdAt: new Date(Date.now() - ageDays * DAY) } });
  const token = await createTestToken(user.id, ["paste"]);
  if (pasteAgeDays !== null) {
    const pasteId = await newPaste(token);
    await db().paste.update({ where: { id: pasteId }, data: { createdAt: new Date(Date.now() - pasteAgeDays * DAY) } });
  }
  return token;
}

const seasoned = () => account(30, 20);

async function report(pasteId: string, address: string, token?: string): Promise<void> {
  const answer = await callRoute(reportsRoute.POST, {
    method: "POST",
    params: { pasteId },
    token,
    headers: { [CLIENT_ADDRESS_HEADER]: address },
    body: { reason: "spam" },
  });
  expect(answer.status).toBe(201);
}

const readStatus = async (pasteId: string) => (await callRoute(pasteRoute.GET, { params: { pasteId } })).status;

describe("the reporters automatic quarantine counts", () => {
  it("are one per address, however many accounts report from it", async () => {
    const pasteId = await newPaste();
    await report(pasteId, "198.51.100.20");
    await report(pasteId, "198.51.100.20", await seasoned());
    await report(pasteId, "198.51.100.20", await seasoned());
    expect(await readStatus(pasteId)).toBe(200);
    // Two more people elsewhere make three.
    await report(pasteId, "198.51.100.21", await seasoned());
    expect(await readStatus(pasteId)).toBe(200);
    await report(pasteId, "198.51.100.22");
    expect(await readStatus(pasteId)).toBe(451);
  });

  it("are one per IPv6 /64", async () => {
    const pasteId = await newPaste();
    await report(pasteId, "2001:db8:40:7::1");
    await report(pasteId, "2001:db8:40:7::2", await seasoned());
    await report(pasteId, "2001:db8:40:7:ffff:ffff:ffff:fffe", await seasoned());
    expect(await readStatus(pasteId)).toBe(200);
    await report(pasteId, "2001:db8:40:8::1");
    await report(pasteId, "2001:db8:41:7::1");
    expect(await readStatus(pasteId)).toBe(451);
  });

  it("leave out accounts younger than a day, as fresh sign-ups are", async () => {
    const pasteId = await newPaste();
    await report(pasteId, "203.0.113.30", await account(0, null));
    await report(pasteId, "203.0.113.31", await account(0, 0));
    await report(pasteId, "203.0.113.32");
    expect(await readStatus(pasteId)).toBe(200);
    await report(pasteId, "203.0.113.33", await seasoned());
    await report(pasteId, "203.0.113.34");
    expect(await readStatus(pasteId)).toBe(451);
  });

  it("leave out accounts without a paste older than a day", async () => {
    const pasteId = await newPaste();
    await report(pasteId, "203.0.113.40", await account(30, null));
    await report(pasteId, "203.0.113.41", await account(30, 0.5));
    await report(pasteId, "203.0.113.42");
    await report(pasteId, "203.0.113.43");
    expect(await readStatus(pasteId)).toBe(200);
    await report(pasteId, "203.0.113.44", await account(3, 2));
    expect(await readStatus(pasteId)).toBe(451);
  });
});
