import { z } from "zod";
import { pageQuerySchema, pasteListQuerySchema } from "../users/profile-pastes";

// The search query string (GET /api/v3/search, and `q` on a profile list).

export const SEARCH_QUERY_MAX = 200;

const q = z
  .string()
  .trim()
  .min(1, "The search needs a query (q).")
  .max(SEARCH_QUERY_MAX, `A search query has at most ${SEARCH_QUERY_MAX} characters.`)
  .describe(
    "Words to find, all of them, by the start of a word (`useEff` finds `useEffect`, `effect` too). " +
      "Punctuation inside a word asks for its parts in a row (`snake_case_name`, `React.useEffect`).",
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
