import { db } from "../db/client";

/** Pastes that exist and have not expired (the sweeper may not have removed them yet). */
export function countActivePastes(now = new Date()): Promise<number> {
  return db().paste.count({ where: { OR: [{ deletesAt: null }, { deletesAt: { gt: now } }] } });
}
