import { z } from "zod";
import type { Caller } from "../auth/caller";
import { badRequest } from "../core/errors";
import { db } from "../db/client";
import { empty, render, sql } from "../db/sql";
import { findLanguage } from "../languages/resolve";
import { type ListRow, listRowColumns, pageQuerySchema, type PastePage, toSummaryItem } from "../profiles/profile-pastes";
import { publicSearchScope } from "./access";
import { SEARCH_RESULTS_MAX, uncountedPage, underSearchGate } from "./search";

// Explore (GET /api/v3/explore, the /explore page): the public pastes that profiles already list
// to anyone — of users who show all their pastes, and everyone's pinned ones — gathered, newest
// or most starred first, optionally of one language. Nothing a visitor could not find on the
// profiles: no anonymous paste, nothing private, burn-after-reading or under review. Tags are not
// a filter here: a paste's tags are its owner's alone (interface.md), so filtering others' pastes
// by them would tell what they are.

export const exploreQuerySchema = pageQuerySchema.extend({
  language: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe("Only pastes with a pasty in this language (a name, alias or extension, as /langs/:name takes)."),
  sort: z.enum(["newest", "stars"]).default("newest").describe("`newest` first, or most `stars` first (newest among equals)."),
});
export type ExploreQuery = z.infer<typeof exploreQuerySchema>;

/** A page of the public set; like a search, it pages up to SEARCH_RESULTS_MAX and is not counted. */
export async function explorePastes(caller: Caller, { language: languageInput, sort, page, pageSize }: ExploreQuery): Promise<PastePage> {
  const language = languageInput === undefined ? undefined : findLanguage(languageInput);
  if (languageInput !== undefined && !language) throw badRequest(`There is no language called "${languageInput}".`);
  const skip = page * pageSize;
  const take = Math.max(0, Math.min(pageSize, SEARCH_RESULTS_MAX - skip));
  const ofLanguage = language ? sql`AND EXISTS (SELECT 1 FROM pasties s WHERE s.paste_id = p.id AND s.language = ${language.name})` : empty;
  const order = sort === "stars" ? sql`p.stars DESC, p.created_at DESC, p.id DESC` : sql`p.created_at DESC, p.id DESC`;
  const rows =
    take === 0
      ? []
      : await underSearchGate(() =>
          db().$queryRawUnsafe<ListRow[]>(
            ...render(sql`
    SELECT ${listRowColumns}
    FROM (SELECT p.id FROM pastes p WHERE ${publicSearchScope.where(new Date())} ${ofLanguage}
          ORDER BY ${order} OFFSET ${skip}::int LIMIT ${take + 1}::int) AS page
    JOIN pastes p ON p.id = page.id
    ORDER BY ${order}`),
          ),
        );
  const viewerId = caller.kind === "user" ? caller.user.id : null;
  return uncountedPage(rows, { page, pageSize, take }, (row) => toSummaryItem(row, row.ownerId !== null && row.ownerId === viewerId));
}
