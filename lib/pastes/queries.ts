import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";

/** A paste row with what every answer about it needs. */
export type PasteRecord = Prisma.PasteGetPayload<{ include: { tags: true } }>;

/** Expired pastes are gone for readers at once, whether or not the sweeper removed them yet. */
export const liveWhere = (now = new Date()): Prisma.PasteWhereInput => ({
  OR: [{ deletesAt: null }, { deletesAt: { gt: now } }],
});

/** Pastes that exist and have not expired. */
export function countActivePastes(now = new Date()): Promise<number> {
  return db().paste.count({ where: liveWhere(now) });
}

/** The paste, unless it is missing or expired. No access decision: see access.ts. */
export function findLivePaste(id: string): Promise<PasteRecord | null> {
  return db().paste.findFirst({
    where: { id, ...liveWhere() },
    include: { tags: { orderBy: { name: "asc" } } },
  });
}

export function findPlainPasties(pasteId: string) {
  return db().pasty.findMany({ where: { pasteId }, orderBy: { position: "asc" } });
}

export async function isStarredBy(userId: string, pasteId: string): Promise<boolean> {
  return (await db().star.count({ where: { userId, pasteId } })) > 0;
}

export function listEdits(pasteId: string) {
  return db().pasteEdit.findMany({ where: { pasteId }, orderBy: { editedAt: "asc" } });
}
