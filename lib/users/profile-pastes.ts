import { z } from "zod";
import type { Caller } from "../auth/caller";
import { hasScope, requireUser } from "../auth/scopes";
import { db } from "../db/client";
import { forbidden } from "../errors";
import type { Prisma } from "../db/generated/client";
import type { ExpiresIn } from "../expires-in";
import { iso } from "../pastes/dto";
import { liveWhere } from "../pastes/queries";
import type { LanguageStat } from "../pastes/schema";
import { languageStatsOfLengths } from "../pastes/stats";
import { requireProfileUser } from "./queries";

// A user's paste lists (interface.md 4.1 rules 1–4, behaviour.md "Users and lists").

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(30).default(15),
});
export const pasteListQuerySchema = pageQuerySchema.extend({ tag: z.string().trim().min(1).max(32).optional() });
export type PasteListQuery = z.infer<typeof pasteListQuerySchema>;

export interface PasteSummaryItem {
  paste: {
    id: string;
    title: string;
    createdAt: string;
    deletesAt: string | null;
    expiresIn: ExpiresIn;
    ownerId: string | null;
    pinned: boolean;
    private: boolean;
    stars: number;
    tags: string[];
  };
  /** Null for encrypted pastes: their languages are secret too. */
  languageStats: LanguageStat[] | null;
  encrypted: boolean;
}

export interface PastePage {
  currentPage: number;
  hasNextPage: boolean;
  pageSize: number;
  totalPages: number;
  items: PasteSummaryItem[];
}

const emptyPage: PastePage = { currentPage: 0, hasNextPage: false, pageSize: 0, totalPages: 0, items: [] };

export async function listUserPastes(caller: Caller, username: string, query: PasteListQuery): Promise<PastePage> {
  const owner = await requireProfileUser(username);
  const isSelf = caller.kind === "user" && caller.user.id === owner.id;
  if (query.tag !== undefined) {
    requireUser(caller, "user:read");
    if (!isSelf) throw forbidden("Only the owner can filter their pastes by tag.");
  }
  if (!isSelf && !owner.showAllPastesOnProfile) return emptyPage;
  const where: Prisma.PasteWhereInput = {
    ownerId: owner.id,
    ...liveWhere(),
    ...(isSelf && hasScope(caller, "paste:read") ? {} : { private: false }),
    ...(query.tag !== undefined ? { tags: { some: { name: query.tag } } } : {}),
  };
  return pageOf(where, query, isSelf);
}

/** The pinned list ignores showAllPastesOnProfile; pinned pastes are never private. */
export async function listPinnedPastes(caller: Caller, username: string, query: z.infer<typeof pageQuerySchema>) {
  const owner = await requireProfileUser(username);
  const isSelf = caller.kind === "user" && caller.user.id === owner.id;
  return pageOf({ ownerId: owner.id, pinned: true, private: false, ...liveWhere() }, query, isSelf);
}

async function pageOf(
  where: Prisma.PasteWhereInput,
  { page, pageSize }: { page: number; pageSize: number },
  showTags: boolean,
): Promise<PastePage> {
  const [total, rows] = await Promise.all([
    db().paste.count({ where }),
    db().paste.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: page * pageSize,
      take: pageSize,
      include: { tags: { orderBy: { name: "asc" } } },
    }),
  ]);
  const lengths = await languageLengths(rows.filter((row) => !row.encryptedPasties).map((row) => row.id));
  const totalPages = Math.ceil(total / pageSize);
  return {
    currentPage: page,
    hasNextPage: page + 1 < totalPages,
    pageSize,
    totalPages,
    items: rows.map((row) => ({
      paste: {
        id: row.id,
        title: row.title,
        createdAt: iso(row.createdAt),
        deletesAt: row.deletesAt ? iso(row.deletesAt) : null,
        expiresIn: row.expiresIn as ExpiresIn,
        ownerId: row.ownerId,
        pinned: row.pinned,
        private: row.private,
        stars: row.stars,
        tags: showTags ? row.tags.map((tag) => tag.name) : [],
      },
      languageStats: row.encryptedPasties ? null : languageStatsOfLengths(lengths.get(row.id) ?? []),
      encrypted: row.encryptedPasties !== null,
    })),
  };
}

/** Content length per language for each paste, measured in the database (no content loaded). */
async function languageLengths(pasteIds: string[]) {
  const byPaste = new Map<string, { language: string; length: number }[]>();
  if (pasteIds.length === 0) return byPaste;
  const measured = await db().$queryRaw<{ paste_id: string; language: string; length: number }[]>`
    SELECT paste_id, language, SUM(char_length(content))::int AS length
    FROM pasties WHERE paste_id = ANY(${pasteIds}) GROUP BY paste_id, language`;
  for (const row of measured) {
    const list = byPaste.get(row.paste_id) ?? [];
    list.push({ language: row.language, length: row.length });
    byPaste.set(row.paste_id, list);
  }
  return byPaste;
}
