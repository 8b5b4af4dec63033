import "../openapi/zod";
import { z } from "zod";
import { WARNINGS_LISTED, WARNINGS_PER_KIND } from "./limits";

export const secretWarningSchema = z
  .object({
    pastyId: z
      .string()
      .nullable()
      .describe("The pasty's id; null for the paste's own title and tags, and for a pasty the refused request would have created."),
    pastyIndex: z
      .number()
      .int()
      .nullable()
      .describe("Position of the pasty in the request's `pasties` (0-based); null for the paste's own title and tags."),
    field: z.enum(["content", "title", "tags"]).describe("Where the secret is: a pasty's content or title, or the paste's title or tags."),
    line: z
      .number()
      .int()
      .describe("Line of the content where the secret starts (1-based); 1 in a title; in tags, the tag's position (1-based)."),
    kind: z
      .string()
      .describe("What kind of secret: `aws-access-key-id`, `private-key`, `github-token`, `jwt`, `env-secret`, … (docs/use/writing.md)."),
  })
  .describe("A credential found in what a write publishes. The secret itself is never part of an answer.");

export type SecretWarning = z.infer<typeof secretWarningSchema>;

export const secretWarningsSchema = z
  .array(secretWarningSchema)
  .describe(
    `Credentials found in what was sent, the first ${WARNINGS_PER_KIND} of each kind (${WARNINGS_LISTED} at most) in the paste's order (its title, its tags, then each pasty's title and content); ` +
      "`warningCounts` counts them all, and the header Myst-Secret-Warnings-Total says how many there were. Empty when none, or when the server's SECRET_SCAN is off.",
  );

export const warningCountsSchema = z
  .record(z.string(), z.number().int())
  .describe("How many secrets of each kind were found, listed in `warnings` or not (`{}` when none).");

/** Under SECRET_SCAN=refuse: a public paste that holds secrets is not published. */
export const secretRefusalDescription =
  "SECRET_SCAN=refuse and the paste would be public: it holds secrets, listed in `warnings` and counted in `warningCounts` (the paste is not stored or changed).";
