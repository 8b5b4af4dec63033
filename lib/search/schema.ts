import { z } from "zod";
import { pageQuerySchema, pasteListQuerySchema } from "../profiles/profile-pastes";

// The search query string (GET /api/v3/search, and `q` on a profile list).

export const SEARCH_QUERY_MAX = 200;

const q = z
  .string()
  .trim()
  .min(1, "The search needs a query (q).")
  .max(SEARCH_QUERY_MAX, `A search query has at most ${SEARCH_QUERY_MAX} characters.`)
  .describe(
    "Words to find, all of them; the last one also as the start of a word (`useEff` finds `useEffect`). " +
      "CamelCase parts are words too (`effect` finds `useEffect`); punctuation inside a word asks for its parts in a " +
      "row (`snake_case_name`, `React.useEffect`).",
  );

export const searchQuerySchema = pageQuerySchema.extend({
  q,
  scope: z
    .enum(["own", "public"])
    .default("own")
    .describe("`own`: your pastes (private ones too with paste:read); `public`: the public pastes that profiles list."),
});
export type SearchQueryInput = z.infer<typeof searchQuerySchema>;

export const profileListQuerySchema = pasteListQuerySchema.extend({ q: q.optional() });

export const searchMatchSchema = z
  .object({
    pastyId: z
      .string()
      .nullable()
      .describe("The pasty whose line matched; null when only the title or tags did (always, for encrypted pastes)."),
    line: z.number().int().min(1).nullable().describe("The 1-based line of that pasty."),
    anchor: z
      .string()
      .nullable()
      .describe("The paste page's fragment for that line: `#L12`, or `#<pastyId>-L12` when the paste has several pasties."),
    snippet: z
      .string()
      .describe(
        "The line (or the paste's title) as HTML: everything escaped, the matched words in `<mark>`; at most 200 characters of text.",
      ),
  })
  .describe("Where a search hit matched.");
