import { announceChange } from "../changes/announce";
import { db } from "../db/client";
import { newId } from "../core/ids";
import { logger } from "../core/logger";
import { countExpirySweep, countFailedExpirySweep } from "../metrics/record";

// Expired pastes are already invisible to readers (queries.ts liveWhere); this removes their rows,
// encrypted ones included, records a paste_expired action for each, and announces each removal
// (what was made of the paste goes with it: its cached answers, its repository).

export const SWEEP_INTERVAL_MS = 60_000;

/** Deletes every paste whose deletesAt has passed; returns how many it removed. */
export async function deleteExpiredPastes(now = new Date()): Promise<number> {
  const expired = await db().paste.findMany({
    where: { deletesAt: { lte: now } },
    select: { id: true, ownerId: true },
  });
  if (expired.length === 0) return 0;
  const removed = await db().$transaction(async (tx) => {
    const { count } = await tx.paste.deleteMany({ where: { id: { in: expired.map((paste) => paste.id) } } });
    await tx.actionLog.createMany({
      data: expired.map((paste) => ({ id: newId(), type: "paste_expired" as const, userId: paste.ownerId, objectId: paste.id })),
    });
    return count;
  });
  // One after another: a large sweep does not take every database connection at once.
  for (const paste of expired) await announceChange({ pasteId: paste.id });
  return removed;
}

/**
 * Sweeps every minute in the background. The timer is unref'd so it never keeps the process
 * alive, sweeps never overlap, and a failed sweep is logged and retried on the next tick.
 * Returns the function that stops it.
 */
export function startExpirySweeper(intervalMs = SWEEP_INTERVAL_MS): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await deleteExpiredPastes();
      countExpirySweep(removed);
      if (removed > 0) logger().info({ removed }, "expired pastes removed");
    } catch (error) {
      countFailedExpirySweep();
      logger().error({ err: error }, "expired paste sweep failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
