import { createHmac } from "node:crypto";
import { env } from "../core/env";
import { logger } from "../core/logger";
import { processSingleton } from "../core/process-state";

// Tells the operator of a new report and of an automatic quarantine (issue 27): a JSON POST to
// MODERATION_WEBHOOK_URL, signed with MODERATION_WEBHOOK_SECRET, so whoever runs the instance
// hears of it without watching the queue. Delivered off the request that caused it, a few at a
// time, retried a few times, and dropped (with a log line) when too many are waiting: a slow or
// dead receiver never holds up a reporter, and a flood of reports never piles up in memory.

export const SIGNATURE_HEADER = "Myst-Webhook-Signature";
export const TIMESTAMP_HEADER = "Myst-Webhook-Timestamp";

const DELIVERIES_AT_ONCE = 2;
const DELIVERIES_WAITING_MAX = 100;
const ATTEMPTS = 3;
const ATTEMPT_TIMEOUT_MS = 5_000;
const RETRY_DELAYS_MS = [1_000, 5_000];

/** What happened, as the receiver gets it (`links` are absolute with PUBLIC_URL set, else paths). */
export type ModerationEvent =
  | {
      event: "report.created";
      pasteId: string;
      report: { reference: string; reason: string; details: string | null };
      openReports: number;
    }
  | { event: "paste.quarantined"; pasteId: string; openReports: number; note: string };

/** `HMAC-SHA256(secret, "<timestamp>.<body>")` as the signature header carries it. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** Whether the operator asked to be told (MODERATION_WEBHOOK_URL): else nothing is prepared for it. */
export const moderatorsListen = (): boolean => env().MODERATION_WEBHOOK_URL !== undefined;

// One queue per process, though the server and the route bundles each load this module: the
// limits on deliveries at once and waiting hold for the process.
const deliveries = processSingleton("moderationWebhook", () => ({ waiting: [] as string[], running: 0 }));

/** Queues the event for the webhook, when one is configured; never waits for it, never throws. */
export function notifyModerators(event: ModerationEvent): void {
  const { MODERATION_WEBHOOK_URL: url, PUBLIC_URL: publicUrl } = env();
  if (!url) return;
  if (deliveries.waiting.length >= DELIVERIES_WAITING_MAX) {
    logger().warn({ event: event.event, pasteId: event.pasteId }, "moderation webhook: too many deliveries waiting, dropped");
    return;
  }
  const link = (path: string) => (publicUrl ? new URL(path, publicUrl).toString() : path);
  const links = { paste: link(`/${event.pasteId}`), queue: link("/admin/reports") };
  deliveries.waiting.push(JSON.stringify({ ...event, links, at: new Date().toISOString() }));
  startDeliveries();
}

function startDeliveries(): void {
  while (deliveries.running < DELIVERIES_AT_ONCE && deliveries.waiting.length > 0) {
    const body = deliveries.waiting.shift()!;
    deliveries.running += 1;
    void deliver(body).finally(() => {
      deliveries.running -= 1;
      startDeliveries();
    });
  }
}

async function deliver(body: string): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const problem = await post(body);
    if (problem === null) return;
    if (attempt === ATTEMPTS) {
      logger().warn({ problem, attempts: attempt }, "moderation webhook: not delivered");
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt - 1]));
  }
}

/** One attempt: null when the receiver took it (2xx), else what went wrong. */
async function post(body: string): Promise<string | null> {
  const { MODERATION_WEBHOOK_URL: url, MODERATION_WEBHOOK_SECRET: secret } = env();
  if (!url || !secret) return null;
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
      },
      body,
      redirect: "error",
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? null : `status ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
