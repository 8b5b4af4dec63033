import "../openapi/zod";
import { z } from "zod";
import { githubSimpleUserSchema } from "../users/github";

// The request and response contract of the Gist-compatible API (docs/api/gists.md), after
// GitHub's documentation of gists (https://docs.github.com/en/rest/gists/gists). Requests are
// GitHub's: unknown fields are ignored as GitHub ignores them. What a paste allows (lengths,
// counts) is checked again by the paste schemas the writes are parsed with (lib/gists/writes.ts),
// so every limit of Myst applies as on its own API.

/** GitHub's `per_page` bounds. */
export const PER_PAGE_DEFAULT = 30;
export const PER_PAGE_MAX = 100;
/** The last page a list answers: beyond it an offset would be of no use to anyone. */
export const PAGE_MAX = 10_000;

/** A file's name: a pasty's title (lib/pastes/schema.ts PASTY_TITLE_MAX is checked with the paste). */
const fileName = z.string().trim().min(1, "A file needs a name.");

/** GitHub takes `public` as a boolean or as the strings "true" and "false". */
const publicFlag = z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]);

export const createGistInputSchema = z.object({
  description: z.string().nullish().describe("The paste's title."),
  public: publicFlag.default(false).describe("GitHub's default is a secret gist: false makes a private paste."),
  files: z
    .record(fileName, z.object({ content: z.string() }))
    .refine((files) => Object.keys(files).length > 0, "A gist needs at least one file.")
    .describe("File name → content; the name is the pasty's title, its extension names the language."),
});
export type CreateGistInput = z.infer<typeof createGistInputSchema>;

/** `null` deletes the file; `filename` renames it; `content` replaces it; a new name adds a file. */
export const editGistFileSchema = z.object({ content: z.string().optional(), filename: fileName.nullish() }).nullable();

export const editGistInputSchema = z.object({
  description: z.string().nullish().describe("The paste's new title."),
  files: z.record(fileName, editGistFileSchema).optional(),
});
export type EditGistInput = z.infer<typeof editGistInputSchema>;

export const gistIdParamsSchema = z.object({ gistId: z.string().min(1) });
export const usernameParamsSchema = z.object({ username: z.string().min(1) });

export const gistListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1).describe("1 is the first page, as on GitHub."),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
  since: z.iso.datetime({ offset: true }).optional().describe("Only gists updated at or after this time (ISO 8601)."),
});
export type GistListQuery = z.infer<typeof gistListQuerySchema>;

export const gistFileSchema = z.object({
  filename: z.string(),
  type: z.string().describe("A media type made from the language."),
  language: z.string().nullable(),
  raw_url: z.string().describe("The pasty's raw text: /raw/{pasteId}/{pastyId}."),
  size: z.number().int().describe("Bytes of UTF-8."),
  truncated: z.boolean().optional().describe("Single-gist reads: whether `content` holds only the first megabyte."),
  content: z.string().optional().describe("Single-gist reads only, as on GitHub."),
});
export type GistFile = z.infer<typeof gistFileSchema>;

export const gistHistoryEntrySchema = z.object({
  user: githubSimpleUserSchema.nullable(),
  version: z.string().describe("The version's number: 0 as created, one more per edit."),
  committed_at: z.string(),
  change_status: z.object({
    total: z.number().int().optional(),
    additions: z.number().int().optional(),
    deletions: z.number().int().optional(),
  }),
  url: z.string(),
});
export type GistHistoryEntry = z.infer<typeof gistHistoryEntrySchema>;

export const gistForkSchema = z.object({
  id: z.string(),
  url: z.string(),
  user: githubSimpleUserSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GistFork = z.infer<typeof gistForkSchema>;

export const gistSchema = z.object({
  url: z.string(),
  forks_url: z.string(),
  commits_url: z.string(),
  id: z.string(),
  node_id: z.string(),
  git_pull_url: z.string().describe("Myst's read-only git clone URL of the paste."),
  git_push_url: z.string().describe("The same URL; pushing is refused (edit the gist instead)."),
  html_url: z.string(),
  files: z.record(z.string(), gistFileSchema),
  public: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  description: z.string().nullable(),
  comments: z.number().int(),
  comments_enabled: z.boolean(),
  user: z.null(),
  comments_url: z.string(),
  owner: githubSimpleUserSchema.nullable(),
  truncated: z.boolean(),
  forks: z.array(gistForkSchema).optional().describe("Single-gist reads only."),
  history: z.array(gistHistoryEntrySchema).optional().describe("Single-gist reads only."),
});
export type Gist = z.infer<typeof gistSchema>;

const rateSchema = z.object({
  limit: z.number().int(),
  remaining: z.number().int(),
  reset: z.number().int().describe("When the window ends, in seconds since 1970."),
  used: z.number().int(),
  resource: z.string(),
});
export type Rate = z.infer<typeof rateSchema>;

export const rateLimitSchema = z.object({
  resources: z.object({ core: rateSchema, myst_write: rateSchema }),
  rate: rateSchema,
});
export type RateLimitStatus = z.infer<typeof rateLimitSchema>;
