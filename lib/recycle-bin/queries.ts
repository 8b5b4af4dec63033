import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { listPage } from "../core/list-page";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { requireAdmin } from "../moderation/access";
import { binPurgeDate, restorableInBin } from "../pastes/expiry";
import type { BinPage, BinQuery } from "./schema";

// The bins as lists: the caller's own (Settings → Recycle bin, GET /api/v3/bin) and every one
// (the admins: /admin/bin, GET /api/v3/admin/bin). Newest deletion first.

const select = { id: true, title: true, private: true, binnedAt: true, deletesAtBeforeBin: true, owner: { select: { username: true } } };

async function binPage(where: Prisma.PasteWhereInput, query: BinQuery, withOwner: boolean): Promise<BinPage> {
  // What the sweeper is about to remove is no longer restorable, so it is not listed either.
  const binned: Prisma.PasteWhereInput = { AND: [where, restorableInBin(new Date())] };
  const [rows, total] = await Promise.all([
    db().paste.findMany({
      where: binned,
      select,
      orderBy: [{ binnedAt: "desc" }, { id: "desc" }],
      skip: query.page * query.pageSize,
      take: query.pageSize,
    }),
    db().paste.count({ where: binned }),
  ]);
  const items = rows.map((row) => {
    const binnedAt = row.binnedAt ?? new Date(0); // never null here: the filter asks for it
    return {
      id: row.id,
      // Admins may purge anyone's, but a private paste's title stays its owner's (as on /admin/pastes).
      title: withOwner && row.private ? "" : row.title,
      private: row.private,
      binnedAt: binnedAt.toISOString(),
      purgesAt: binPurgeDate({ binnedAt, deletesAtBeforeBin: row.deletesAtBeforeBin }).toISOString(),
      owner: withOwner ? (row.owner?.username ?? null) : null,
    };
  });
  return listPage(items, total, query);
}

/** The caller's own bin: reading it is reading their pastes (`paste:read`). */
export async function listOwnBin(caller: Caller, query: BinQuery): Promise<BinPage> {
  const user = requireUser(caller, "paste:read");
  return binPage({ ownerId: user.id }, query, false);
}

/** Every bin, for the admins who may purge from them. */
export async function listEveryBin(caller: Caller, query: BinQuery): Promise<BinPage> {
  requireAdmin(caller);
  return binPage({}, query, true);
}
