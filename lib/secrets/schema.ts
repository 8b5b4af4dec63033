import "../openapi-zod";
import { z } from "zod";

export const secretWarningSchema = z
  .object({
    pastyId: z.string().nullable().describe("The pasty's id; null for a pasty the refused request would have created."),
    pastyIndex: z.number().int().describe("Position of the pasty in the request's `pasties` (0-based)."),
    line: z.number().int().describe("Line where the secret starts (1-based)."),
    kind: z.string().describe("What kind of secret: `aws-access-key-id`, `private-key`, `github-token`, `jwt`, `env-secret`, … (README)."),
  })
  .describe("A credential found in a pasty. The secret itself is never part of an answer.");

export type SecretWarning = z.infer<typeof secretWarningSchema>;

export const secretWarningsSchema = z
  .array(secretWarningSchema)
  .describe("Credentials found in the pasties as sent (empty when none, or when the server's SECRET_SCAN is off).");

/** Under SECRET_SCAN=refuse: a public paste that holds secrets is not published. */
export const secretRefusalDescription =
  "SECRET_SCAN=refuse and the paste would be public: it holds secrets, listed in `warnings` (the paste is not stored or changed).";
