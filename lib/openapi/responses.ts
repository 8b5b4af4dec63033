import "./zod";
import type { ResponseConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

// Pieces every feature's OpenAPI registration shares: the v3 error body and its statuses, and
// the v3 lists' page envelope.

export const errorSchema = z.object({ statusCode: z.number().int(), message: z.string() }).openapi("Error");
/** The error body of the older surfaces (/api/v2, /paste, /api/paste), exactly the original's. */
export const legacyErrorSchema = z.object({ statusMessage: z.string() });

const meanings: Record<number, string> = {
  400: "Malformed JSON, wrong types, unknown enum values, broken limits or flag rules; a missing or wrong Encryption-Key.",
  401: "A login is needed, or the access token is unknown, malformed or expired.",
  403: "The token lacks the scope, or the caller is not the owner.",
  404: "Not found (a private paste that is not the caller's answers the same).",
  413: "The body or the paste content is over the size limit.",
  409: "It conflicts with the current state (a name already taken; a paste at its limit of comments or share links).",
  410: "Gone for good: a revision purged by its owner or an admin. The message says when, never what it held.",
  451:
    "Withheld by the instance's moderators: the paste is under review (quarantined; only its owner and admins see it), or " +
    "a write holds content they removed. The Myst-Unavailable header says which: under-review or removed-content.",
  415: "The body is not of a supported type: JSON not sent as application/json, an avatar that is not a PNG, JPEG, GIF or WebP image.",
  429: "Too many requests from this address or token. Retry-After says when to try again.",
  503: "The service cannot answer now (database unavailable; under SECRET_SCAN=refuse, a paste that could not be scanned in time). Retry-After says when to try again.",
};

/** The error responses of an operation, by status. */
export function errorResponses(...statuses: (keyof typeof meanings)[]): Record<number, ResponseConfig> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: meanings[status] ?? "Error.", content: { "application/json": { schema: errorSchema } } },
    ]),
  );
}

export function jsonResponse(description: string, schema: z.ZodType): ResponseConfig {
  return { description, content: { "application/json": { schema } } };
}

/** Named examples of a request body (OpenAPI Example Objects); the first is the one shown first. */
export type BodyExamples = Record<string, { summary: string; value: unknown }>;

/**
 * A required JSON request body, with its examples. Without them the API reference makes one up
 * from the schema with every optional field set (an anonymous, burning, end-to-end encrypted
 * paste at once), so an operation whose body has options gives a minimal one first and the
 * variants worth knowing after it. Each is checked against the schema the route validates with
 * here, so a wrong example fails the document (lib/api/openapi.test.ts), not a reader's request.
 */
export function jsonBody(schema: z.ZodType, examples?: BodyExamples) {
  for (const [name, example] of Object.entries(examples ?? {})) {
    const checked = schema.safeParse(example.value);
    if (!checked.success) throw new Error(`The request body example "${name}" does not match its schema: ${checked.error.message}`);
  }
  return { required: true, content: { "application/json": { schema, ...(examples ? { examples } : {}) } } };
}

/** The page envelope of the v3 lists (interface.md 2.5), of `items`. */
export function pageEnvelope<Item extends z.ZodType>(items: Item) {
  return z.object({
    currentPage: z.number().int(),
    hasNextPage: z.boolean(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    items: z.array(items),
  });
}

/** GitHub's error body, which the Gist-compatible API answers (lib/http/error-response.ts). */
export const githubErrorSchema = z
  .object({
    message: z.string(),
    documentation_url: z.string(),
    errors: z.array(z.object({ resource: z.string(), field: z.string(), code: z.string(), message: z.string() })).optional(),
  })
  .openapi("GitHubError");

const githubMeanings: Record<number, string> = {
  ...meanings,
  401: 'A login is needed ("Requires authentication"), or the access token is unknown, malformed or expired.',
  422: "\"Validation Failed\": what the request holds breaks GitHub's or Myst's rules; `errors` names the fields. Under SECRET_SCAN=refuse, a secret found in it.",
};

/** The error responses of a Gist API operation, by status, in GitHub's shape. */
export function githubErrorResponses(...statuses: number[]): Record<number, ResponseConfig> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: githubMeanings[status] ?? "Error.", content: { "application/json": { schema: githubErrorSchema } } },
    ]),
  );
}

/** The tag of the Gist API's operations: the document's wrapper refusals are GitHub-shaped there (lib/api/openapi.ts). */
export const GITHUB_COMPATIBLE_TAG = "Gists (GitHub-compatible)";
