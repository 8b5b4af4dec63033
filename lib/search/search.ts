import { availableParallelism } from "node:os";
import type { Caller } from "../auth/caller";
import { db } from "../db/client";
import { render, sql } from "../db/sql";
import { badRequest } from "../core/errors";
import { lineAnchor } from "../pastes/line-anchor";
import { emptyPage, type ListRow, listRowColumns, type PastePage, type PasteSummaryItem, toSummaryItem } from "../profiles/profile-pastes";
import { requireProfileUser } from "../users/queries";
import { ownSearchScope, profileSearchScope, publicSearchScope, type SearchScope } from "./access";
import { highlightPattern, longestPart, parseSearchQuery, type SearchQuery, tsqueryText } from "./query";
import type { SearchQueryInput } from "./schema";
import { ConcurrencyGate } from "../rate-limit/concurrency-gate";
import { highlightSnippet } from "./snippet";
import { processSingleton } from "../core/process-state";

// Full-text search of pastes (docs/use/search.md): the list shape, newest first, and per hit where
// it matched. The index is the database's (migration 20261123032418_paste_search); this file
// asks it, in one statement per page.

/** Where a hit matched: a line of a pasty, or (title, tags, encrypted pastes) none. */
export interface SearchMatch {
  pastyId: string | null;
  /** 1-based line in that pasty. */
  line: number | null;
  /** The paste page's fragment that opens that line (`#L12`, or `#<pastyId>-L12`). */
  anchor: string | null;
  /** The line (or the paste's title), HTML-escaped, matched words in `<mark>`. */
  snippet: string;
}

export interface SearchItem extends PasteSummaryItem {
  match: SearchMatch;
}

export interface SearchPage extends Omit<PastePage, "items"> {
  items: SearchItem[];
}

/**
 * How far a search pages: hits past the first 1,000 are not shown (narrow the query instead), so
 * no page walks further than that in the index.
 */
export const SEARCH_RESULTS_MAX = 1000;
/**
 * The text a search looks through for its hits' matched lines, in all: a hit whose paste held 50
 * pasties of 40 KB had all 2 MB lower-cased and searched, and a page of them made one search take
 * seconds. Each hit gets an equal share, spread over at most SNIPPET_PASTIES of its pasties in
 * order; a match beyond that is still a hit, shown by its title instead of a line.
 */
const SNIPPET_TEXT_PER_SEARCH = 512 * 1024;
const SNIPPET_PASTIES = 8;
const SNIPPET_MIN_CHARS_PER_PASTY = 2_000;

/**
 * Searches at once, waiting, and per client (lib/rate-limit/concurrency-gate.ts); one per
 * process, though every route bundle may load its own copy of this module.
 */
const searches = processSingleton(
  "searchGate",
  () =>
    new ConcurrencyGate(() => ({ concurrency: Math.max(2, availableParallelism()), queue: 16, perClient: 2 }), {
      busy: "The server is busy searching; try again in a moment.",
      tooMany: "Too many searches at once from here; try again in a moment.",
    }),
);
/** Runs a search-like statement over the public set (explore.ts) under the same gate as searches. */
export const underSearchGate = <T>(work: () => Promise<T>): Promise<T> => searches.run(work);

/** Characters before the match kept when a long line is cut for the snippet. */
const SNIPPET_LEAD = 60;

export async function searchPastes(caller: Caller, input: SearchQueryInput): Promise<SearchPage> {
  const scope = input.scope === "public" ? publicSearchScope : ownSearchScope(caller);
  return runSearch(scope, caller, input.q, input);
}

/** A profile list filtered by a search (GET /api/v3/users/:username/pastes?q=). */
export async function searchUserPastes(
  caller: Caller,
  username: string,
  input: { q: string; tag?: string; page: number; pageSize: number },
): Promise<SearchPage> {
  const owner = await requireProfileUser(username);
  const scope = profileSearchScope(caller, owner, input.tag);
  if (!scope) return { ...emptyPage, items: [] };
  return runSearch(scope, caller, input.q, input);
}

interface HitRow extends ListRow {
  pastyId: string | null;
  pastyCount: number;
  line: number | null;
  lineText: string | null;
  clipped: boolean | null;
}

async function runSearch(
  scope: SearchScope,
  caller: Caller,
  text: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<SearchPage> {
  const query = parseSearchQuery(text);
  if (!query) throw badRequest("The search query needs at least one letter or digit.");
  const skip = page * pageSize;
  const take = Math.max(0, Math.min(pageSize, SEARCH_RESULTS_MAX - skip));
  const charsPerPasty = Math.max(
    SNIPPET_MIN_CHARS_PER_PASTY,
    Math.floor(SNIPPET_TEXT_PER_SEARCH / Math.max(1, take + 1) / SNIPPET_PASTIES),
  );
  // End-to-end encrypted pastes hold ciphertext: no snippet of theirs could mean anything.
  const matches = sql`${scope.where(new Date())} AND p.e2e IS NULL
    AND p.search_vector @@ to_tsquery('simple'::regconfig, ${tsqueryText(query, { tags: scope.matchesTags })}::text)`;
  // The matched line is found with strpos on the lower-cased text, which is linear and cheap; a
  // regular expression for "where a word begins" (lookbehind) cost PostgreSQL ~1 ms per KB. So
  // it is where the query's longest part first occurs, which is nearly always where it begins a
  // word; the snippet's marks then use the exact rule.
  // Hits are not counted (counting every match of a common word costs more than the page): one
  // row more than the page says whether there is a next one.
  const rows =
    take === 0
      ? []
      : await searches.run(() =>
          db().$queryRawUnsafe<HitRow[]>(
            ...render(sql`
    SELECT ${listRowColumns},
           (SELECT count(*)::int FROM pasties WHERE paste_id = p.id) AS "pastyCount",
           hit."pastyId", hit.line, hit."lineText", hit.clipped
    FROM (SELECT p.id FROM pastes p WHERE ${matches}
          ORDER BY p.created_at DESC, p.id DESC OFFSET ${skip}::int LIMIT ${take + 1}::int) AS page
    JOIN pastes p ON p.id = page.id
    LEFT JOIN LATERAL (
      SELECT y.id AS "pastyId",
             1 + length(before.text) - length(replace(before.text, E'\n', '')) AS line,
             split_part(substr(y.content, greatest(start.at, m.at - ${SNIPPET_LEAD}::int), 400), E'\n', 1) AS "lineText",
             (m.at - ${SNIPPET_LEAD}::int > start.at) AS clipped
      FROM pasties y
      CROSS JOIN LATERAL (SELECT strpos(lower(left(y.content, ${charsPerPasty}::int)), lower(${longestPart(query)}::text)) AS at) AS m
      CROSS JOIN LATERAL (SELECT left(y.content, greatest(m.at - 1, 0)) AS text) AS before
      CROSS JOIN LATERAL (SELECT m.at - length(split_part(reverse(before.text), E'\n', 1)) AS at) AS start
      WHERE y.paste_id = p.id AND y.position < ${SNIPPET_PASTIES}::int AND m.at > 0
      ORDER BY y.position
      LIMIT 1
    ) AS hit ON true
    ORDER BY p.created_at DESC, p.id DESC`),
          ),
        );
  const viewerId = caller.kind === "user" ? caller.user.id : null;
  return uncountedPage(rows, { page, pageSize, take }, (row) => toSearchItem(row, query, viewerId));
}

/**
 * A page of a list that is not counted (a search, explore): read one row more than it shows,
 * which says whether another page follows; paging ends at SEARCH_RESULTS_MAX.
 */
export function uncountedPage<Row, Item>(
  rows: Row[],
  { page, pageSize, take }: { page: number; pageSize: number; take: number },
  toItem: (row: Row) => Item,
): { currentPage: number; hasNextPage: boolean; pageSize: number; totalPages: number; items: Item[] } {
  const hasNextPage = rows.length > take && page * pageSize + take < SEARCH_RESULTS_MAX;
  return {
    currentPage: page,
    hasNextPage,
    pageSize,
    // Known up to the next page: each page tells whether one more follows.
    totalPages: rows.length === 0 ? 0 : page + (hasNextPage ? 2 : 1),
    items: rows.slice(0, take).map(toItem),
  };
}

function toSearchItem(row: HitRow, query: SearchQuery, viewerId: string | null): SearchItem {
  const pattern = highlightPattern(query);
  const inLine = row.pastyId !== null && row.line !== null && row.lineText !== null;
  return {
    ...toSummaryItem(row, row.ownerId !== null && row.ownerId === viewerId),
    match: inLine
      ? {
          pastyId: row.pastyId,
          line: row.line,
          anchor: lineAnchor(row.pastyId!, row.pastyCount, row.line!),
          snippet: highlightSnippet(row.lineText!, pattern, row.clipped === true),
        }
      : { pastyId: null, line: null, anchor: null, snippet: highlightSnippet(row.title, pattern) },
  };
}
