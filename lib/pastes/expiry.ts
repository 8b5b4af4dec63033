import { announceChange } from "../changes/announce";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { env } from "../core/env";
import { newId } from "../core/ids";
import { logger } from "../core/logger";
import { countExpirySweep, countFailedExpirySweep } from "../metrics/record";

// Expired pastes are already invisible to readers (queries.ts liveWhere); this removes their rows,
// encrypted ones included, records a paste_expired action for each, and announces each removal
// (what was made of the paste goes with it: its cached answers, its repository). It also empties
// the recycle bins (lib/recycle-bin) of what has waited RECYCLE_DAYS, and of pastes whose own
// expiry passed in the bin: an expired paste is never kept.

export const SWEEP_INTERVAL_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a binned paste goes for good: RECYCLE_DAYS after it was binned, or when its own expiry
 * comes if that is sooner (RECYCLE_DAYS=0, the bin turned off: at the next sweep).
 */
export function binPurgeDate(paste: { binnedAt: Date; deletesAtBeforeBin: Date | null }): Date {
  const due = new Date(paste.binnedAt.getTime() + env().RECYCLE_DAYS * DAY_MS);
  return paste.deletesAtBeforeBin && paste.deletesAtBeforeBin < due ? paste.deletesAtBeforeBin : due;
}

const binCutoff = (now: Date) => new Date(now.getTime() - env().RECYCLE_DAYS * DAY_MS);

/** Binned pastes whose binPurgeDate has come: the sweeper removes them. */
function overdueInBin(now: Date): Prisma.PasteWhereInput {
  return { binnedAt: { not: null }, OR: [{ binnedAt: { lte: binCutoff(now) } }, { deletesAtBeforeBin: { lte: now } }] };
}

/**
 * Binned pastes whose binPurgeDate is still to come: the ones listed and restored. Said as a
 * condition of its own rather than NOT overdueInBin, which SQL's NULLs would make false for a
 * paste that had no expiry.
 */
export function restorableInBin(now: Date): Prisma.PasteWhereInput {
  return { binnedAt: { gt: binCutoff(now) }, OR: [{ deletesAtBeforeBin: null }, { deletesAtBeforeBin: { gt: now } }] };
}

/** Deletes every paste whose deletesAt has passed and every overdue bin entry; returns how many it removed. */
export async function deleteExpiredPastes(now = new Date()): Promise<number> {
  const expiredWhere: Prisma.PasteWhereInput = { binnedAt: null, deletesAt: { lte: now } };
  const gone = await db().paste.findMany({
    where: { OR: [expiredWhere, overdueInBin(now)] },
    select: { id: true, ownerId: true, binnedAt: true },
  });
  if (gone.length === 0) return 0;
  const expired = gone.filter((paste) => paste.binnedAt === null);
  const removed = await db().$transaction(async (tx) => {
    // The conditions are asked again as each row is deleted: a paste its owner restored since the
    // look above is no longer overdue and stays.
    const { count } = await tx.paste.deleteMany({
      where: { id: { in: gone.map((paste) => paste.id) }, OR: [expiredWhere, overdueInBin(now)] },
    });
    await tx.actionLog.createMany({
      data: expired.map((paste) => ({ id: newId(), type: "paste_expired" as const, userId: paste.ownerId, objectId: paste.id })),
    });
    return count;
  });
  // One after another: a large sweep does not take every database connection at once.
  for (const paste of gone) await announceChange({ pasteId: paste.id });
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
