import type { ActionType, Prisma } from "../db/generated/client";
import { newId } from "../core/ids";

/** Records what happened to a paste, in the transaction of the change itself. */
export function logPasteAction(tx: Prisma.TransactionClient, type: ActionType, userId: string | null, pasteId: string): Promise<unknown> {
  return tx.actionLog.create({ data: { id: newId(), type, userId, objectId: pasteId } });
}
