import "../openapi/zod";
import { z } from "zod";
import { githubSimpleUserSchema } from "../users/github";
import { gistIdParamsSchema, gistListQuerySchema } from "./schema";

// The contract of the Gist door's stars, forks, commits and comments (issue 44): GitHub's
// request parameters and answer objects, from which the routes validate and the OpenAPI
// document is generated. A gist's commits are the entries of its `history` (lib/gists/schema.ts).

export const gistCommentParamsSchema = gistIdParamsSchema.extend({ comment_id: z.string().min(1) });
export const gistRevisionParamsSchema = gistIdParamsSchema.extend({
  sha: z.string().min(1).describe("A version of the gist: its number, as in `history` and the commits."),
});

/** GitHub's pages of a gist's forks, commits and comments: `page` and `per_page`, no `since`. */
export const gistPageQuerySchema = gistListQuerySchema.omit({ since: true });
export type GistPageQuery = z.infer<typeof gistPageQuerySchema>;

/** A comment's body as GitHub takes it; emptiness and length are checked as Myst's comments are (422). */
export const gistCommentInputSchema = z.object({ body: z.string().describe("Markdown, as on the paste's page.") });
export type GistCommentInput = z.infer<typeof gistCommentInputSchema>;

export const gistCommentSchema = z.object({
  id: z.number().int().describe("Myst's comment id read in base 36, as user ids are."),
  node_id: z.string(),
  url: z.string(),
  body: z.string(),
  user: githubSimpleUserSchema.nullable(),
  author_association: z.enum(["OWNER", "NONE"]),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GistComment = z.infer<typeof gistCommentSchema>;
