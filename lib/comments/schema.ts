import "../openapi/zod";
import { z } from "zod";
import { pageEnvelope } from "../openapi/responses";
import { pasteIdParamsSchema } from "../pastes/schema";
import { COMMENT_BODY_MAX, COMMENT_TOO_LONG, SEALED_COMMENT_BODY_MAX } from "./limits";

// The contract of the review comments API (lib/comments): routes validate with these and the
// OpenAPI document is generated from them (lib/comments/openapi.ts).

// A sealed body (an end-to-end encrypted paste's) is longer than its text: the paste decides
// which limit applies (mutations.ts checkedBody).
const body = z
  .string()
  .trim()
  .min(1, "A comment needs a body.")
  .max(SEALED_COMMENT_BODY_MAX, COMMENT_TOO_LONG)
  .describe(
    `Markdown, at most ${COMMENT_BODY_MAX.toLocaleString("en")} characters; on an end-to-end encrypted paste, that Markdown sealed with the paste's key (lib/end-to-end/format.ts encryptComment).`,
  );
const line = z.number().int().min(1, "Lines are numbered from 1.");

export const createCommentInputSchema = z
  .strictObject({
    pastyId: z.string().min(1),
    fromLine: line,
    toLine: line,
    body,
  })
  .refine((input) => input.toLine >= input.fromLine, { message: "toLine comes before fromLine.", path: ["toLine"] });
export type CreateCommentInput = z.infer<typeof createCommentInputSchema>;

export const editCommentInputSchema = z.strictObject({ body });
export type EditCommentInput = z.infer<typeof editCommentInputSchema>;

export const commentsSwitchSchema = z.strictObject({
  enabled: z.boolean().describe("Whether the paste shows comments and takes new ones."),
});
export type CommentsSwitch = z.infer<typeof commentsSwitchSchema>;

export const commentParamsSchema = pasteIdParamsSchema.extend({ commentId: z.string().min(1) });

/** The comments list's page (0-indexed) and page size. */
export const COMMENTS_PAGE_SIZE = 50;
export const commentsPageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(COMMENTS_PAGE_SIZE),
});
export type CommentsPageQuery = z.infer<typeof commentsPageQuerySchema>;

const lineRange = z.object({ fromLine: z.number().int(), toLine: z.number().int() });

export const commentSchema = z.object({
  id: z.string(),
  pasteId: z.string(),
  pastyId: z.string(),
  fromLine: z.number().int().describe("First commented line, in the version the comment was made on."),
  toLine: z.number().int(),
  version: z.number().int().describe("The paste's number of edits when the comment was made (0: the original)."),
  body: z.string().describe("Markdown; on an end-to-end encrypted paste, sealed (lib/end-to-end/format.ts decryptComment opens it)."),
  author: z.object({ id: z.string(), username: z.string() }),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  currentLines: lineRange
    .nullable()
    .describe("Where the commented lines are in the current version; null when they changed since (or their pasty is gone)."),
  historyId: z
    .string()
    .nullable()
    .describe("The history entry of the version commented on, when it is an earlier one (its diff shows what changed)."),
});
export type CommentDto = z.infer<typeof commentSchema>;

/** A page of comments, oldest first, in the v3 lists' envelope (interface.md 2.5). */
export const commentsPageSchema = pageEnvelope(commentSchema);
export type CommentsPage = z.infer<typeof commentsPageSchema>;
