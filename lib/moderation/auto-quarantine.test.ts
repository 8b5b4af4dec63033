import { afterAll, describe, expect, it, vi } from "vitest";
import * as decisionRoute from "@/app/api/v3/pastes/[pasteId]/reports/decision/route";
import * as reportsRoute from "@/app/api/v3/pastes/[pasteId]/reports/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import * as createRoute from "@/app/api/v3/pastes/route";
import { sessionCaller } from "../auth/resolve-caller";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address";
import { createTestToken, createTestUser } from "../testing/actors";
import { callRoute } from "../testing/http";
import { loadAuditLog } from "./audit-log";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature } from "./webhook";

// Automatic quarantine and the operator's webhook (issue 27), with a real HTTP receiver on
// loopback standing in for the operator's endpoint: two distinct reporters within the window hold
// a paste back by themselves; every new report and the quarantine are posted, signed.

/** The receiver: every request it got; it answers 500 to the first `failFirst` of them. */
const receiver = await vi.hoisted(async () => {
  const { createServer } = await import("node:http");
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const state = { failFirst: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.statusCode = received.length <= state.failFirst ? 500 : 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const settings: Record<string, string> = {
    REPORT_AUTO_QUARANTINE: "2",
    REPORT_AUTO_QUARANTINE_HOURS: "1",
    MODERATION_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
    MODERATION_WEBHOOK_SECRET: "webhook-secret-of-the-test-0123456789",
  };
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  Object.assign(process.env, settings);
  return { server, received, state, saved, secret: settings.MODERATION_WEBHOOK_SECRET! };
});

afterAll(() => {
  receiver.server.close();
  for (const [name, value] of Object.entries(receiver.saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function newPaste(title: string): Promise<string> {
  const created = await callRoute(createRoute.POST, {
    method: "POST",
    path: "/api/v3/pastes",
    body: { title, pasties: [{ content: "x" }] },
  });
  return (created.json as { id: string }).id;
}

const report = (pasteId: string, address: string) =>
  callRoute(reportsRoute.POST, {
    method: "POST",
    params: { pasteId },
    headers: { [CLIENT_ADDRESS_HEADER]: address },
    body: { reason: "malware", details: `from ${address}` },
  });

const readStatus = async (pasteId: string) => (await callRoute(pasteRoute.GET, { params: { pasteId } })).status;

/** The events the receiver got for the paste (a retried delivery once), once `count` of them arrived. */
async function eventsFor(pasteId: string, count: number): Promise<Record<string, unknown>[]> {
  const events = () =>
    [...new Set(receiver.received.map(({ body }) => body))]
      .map((body) => JSON.parse(body) as Record<string, unknown>)
      .filter((event) => event.pasteId === pasteId);
  await vi.waitFor(() => expect(events()).toHaveLength(count), { timeout: 15_000, interval: 50 });
  return events();
}

describe("automatic quarantine", () => {
  it("holds a paste back once two people reported it, until an admin dismisses the reports", async () => {
    const pasteId = await newPaste("reported twice");
    expect((await report(pasteId, "198.51.100.1")).status).toBe(201);
    // The same reporter again counts once.
    expect((await report(pasteId, "198.51.100.1")).status).toBe(200);
    expect(await readStatus(pasteId)).toBe(200);
    expect((await report(pasteId, "198.51.100.2")).status).toBe(201);
    expect(await readStatus(pasteId)).toBe(451);

    const admin = await createTestUser({ isAdmin: true });
    const log = await loadAuditLog(sessionCaller(admin), { action: "paste_quarantined" });
    expect(log.entries.find((entry) => entry.targetId === pasteId)).toMatchObject({
      actor: "automatic",
      targetLabel: "reported twice",
      note: expect.stringContaining("Reported by 2 people within 1 hour:"),
    });

    const dismissed = await callRoute(decisionRoute.POST, {
      method: "POST",
      params: { pasteId },
      token: await createTestToken(admin.id, ["paste"]),
      body: { decision: "dismiss", note: "false alarm" },
    });
    expect(dismissed.status).toBe(200);
    expect(await readStatus(pasteId)).toBe(200);
    // The operator was told of both reports and of the quarantine (before the next test counts deliveries).
    expect((await eventsFor(pasteId, 3)).map((event) => event.event).sort()).toEqual([
      "paste.quarantined",
      "report.created",
      "report.created",
    ]);
  });
});

describe("the moderation webhook", () => {
  it("posts each new report and the automatic quarantine, signed, retrying a receiver that failed", async () => {
    receiver.state.failFirst = receiver.received.length + 1;
    const pasteId = await newPaste("told to the operator");
    await report(pasteId, "198.51.100.3");
    await report(pasteId, "198.51.100.4");
    const events = await eventsFor(pasteId, 3);
    expect(events).toContainEqual(
      expect.objectContaining({ event: "report.created", openReports: 1, report: expect.objectContaining({ reason: "malware" }) }),
    );
    expect(events).toContainEqual(expect.objectContaining({ event: "report.created", openReports: 2 }));
    expect(events).toContainEqual(
      expect.objectContaining({ event: "paste.quarantined", links: { paste: `/${pasteId}`, queue: "/admin/reports" } }),
    );
    // The first delivery was answered 500 and came again.
    const deliveries = () => receiver.received.filter((delivery) => delivery.body.includes(pasteId));
    await vi.waitFor(() => expect(deliveries()).toHaveLength(4), { timeout: 15_000, interval: 50 });
    // Each delivery is signed over its timestamp and body with the shared secret.
    for (const { headers, body } of deliveries()) {
      const timestamp = String(headers[TIMESTAMP_HEADER.toLowerCase()]);
      expect(headers[SIGNATURE_HEADER.toLowerCase()]).toBe(webhookSignature(receiver.secret, timestamp, body));
      expect(headers["content-type"]).toBe("application/json");
    }
  });
});
