import type { Caller } from "../auth/caller";
import { AppError } from "../core/errors";
import { db } from "../db/client";
import { emptyPage, type PastePage } from "../profiles/profile-pastes";
import { type ExploreQuery, explorePastes, exploreQuerySchema } from "./explore";
import { searchQuerySchema } from "./schema";
import { searchPastes, type SearchPage } from "./search";

// The /explore page's loader: the public set listed (explore.ts), or searched when `q` is given
// (the site-wide search: GET /api/v3/search?scope=public), with each paste's author.

export const EXPLORE_PAGE_SIZE = 20;

export interface ExplorePage {
  query: { q: string | null; language: string | null; sort: ExploreQuery["sort"]; page: number };
  list: PastePage | SearchPage;
  /** Usernames by owner id, for the listed pastes. */
  authors: Record<string, string>;
  /** Why the list is empty: a refused query, said on the page instead of an error page. */
  error: string | null;
}

type SearchParams = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

export async function loadExplorePage(caller: Caller, params: SearchParams): Promise<ExplorePage> {
  const q = single(params.q);
  const language = single(params.language);
  const sort = params.sort === "stars" ? "stars" : "newest";
  // ?page= counts from 1 on the page, from 0 in the API.
  const page = Math.max(0, Math.min(1000, Number.parseInt(single(params.page) ?? "1", 10) - 1 || 0));
  const query = { q, language, sort, page } as const;
  const refused = (message: string): ExplorePage => ({ query, list: emptyPage, authors: {}, error: message });
  // The API's own schemas, so the page refuses what the API refuses (a query too long, say).
  const input = q
    ? searchQuerySchema.safeParse({ q, scope: "public", page, pageSize: EXPLORE_PAGE_SIZE })
    : exploreQuerySchema.safeParse({ language: language ?? undefined, sort, page, pageSize: EXPLORE_PAGE_SIZE });
  if (!input.success) return refused(input.error.issues[0]?.message ?? "That query cannot be answered.");
  try {
    const list = "q" in input.data ? await searchPastes(caller, input.data) : await explorePastes(caller, input.data);
    return { query, list, authors: await authorsOf(list), error: null };
  } catch (error) {
    // A refusal or a busy server (429, 503) is said on the page; the list is only empty.
    if (error instanceof AppError && (error.status < 500 || error.status === 503)) return refused(error.message);
    throw error;
  }
}

async function authorsOf(list: PastePage): Promise<Record<string, string>> {
  const ids = [...new Set(list.items.map((item) => item.paste.ownerId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return {};
  const users = await db().user.findMany({ where: { id: { in: ids } }, select: { id: true, username: true } });
  return Object.fromEntries(users.map((user) => [user.id, user.username]));
}
