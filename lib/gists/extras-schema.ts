import "../openapi/zod";
import { z } from "zod";

// The contract of the Gist door's stars, forks, commits and comments (issue 44): GitHub's
// request parameters and answer objects, from which the routes validate and the OpenAPI
// document is generated. Myst's ids stay strings where GitHub's are numbers (comments).

export const gistParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type GistParams = z.infer<typeof gistParamsSchema>;

export const gistCommentParamsSchema = gistParamsSchema.extend({ comment_id: z.string().min(1).max(100) });
export const gistRevisionParamsSchema = gistParamsSchema.extend({ sha: z.string().min(1).max(100) });

/** GitHub's pages: 1-based `page`, `per_page` 30 by default, at most 100; other parameters are ignored. */
export const gistPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(30),
});
export type GistPageQuery = z.infer<typeof gistPageQuerySchema>;

/** A comment's body as GitHub takes it; emptiness and length are checked as Myst's comments are (422). */
export const gistCommentInputSchema = z.object({ body: z.string().describe("Markdown, as on the paste's page.") });
export type GistCommentInput = z.infer<typeof gistCommentInputSchema>;

/** GitHub's simple user, as far as Myst has it. */
export const gistUserSchema = z.object({
  login: z.string(),
  id: z.string().describe("Myst's user id (a string; GitHub's are numbers)."),
  node_id: z.string(),
  avatar_url: z.string(),
  url: z.string(),
  html_url: z.string(),
  type: z.literal("User"),
  site_admin: z.boolean(),
});
export type GistUser = z.infer<typeof gistUserSchema>;

export const gistCommentSchema = z.object({
  id: z.string().describe("Myst's comment id (a string; GitHub's are numbers)."),
  node_id: z.string(),
  url: z.string(),
  body: z.string(),
  user: gistUserSchema.nullable(),
  author_association: z.enum(["OWNER", "NONE"]),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GistComment = z.infer<typeof gistCommentSchema>;

export const gistCommitSchema = z.object({
  url: z.string(),
  version: z.string().describe("The version's number: 0 as created, one more per edit (as in the gist's `history`)."),
  user: gistUserSchema.nullable(),
  change_status: z
    .object({ total: z.number().int(), additions: z.number().int(), deletions: z.number().int() })
    .partial()
    .describe(
      "Lines added and removed by this version; empty where Myst has no summary (the first version, encrypted pastes, older edits).",
    ),
  committed_at: z.string(),
});
export type GistCommit = z.infer<typeof gistCommitSchema>;
