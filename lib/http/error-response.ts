import { z } from "zod";
import { isDatabaseUnavailable, isUnstorableText, storageProblemOf } from "../db/driver-errors";
import { noteStorageProblem, storageMessages } from "../db/storage";
import { AppError, UNAVAILABLE_HEADER, type UnavailableReason } from "../core/errors";
import { logger } from "../core/logger";
import { json } from "./responses";

/**
 * v3 answers `{statusCode, message}`; /api/v2 and the older /paste interface `{statusMessage}`;
 * the Gist-compatible API (lib/gists) GitHub's `{message, documentation_url}`.
 */
export type ErrorShape = "v3" | "legacy" | "github";

/** Where a GitHub-shaped error points its reader: the manual's page of the Gist API (docs/api/gists.md). */
export const GITHUB_ERROR_DOCUMENTATION = "/docs/api/gists";

/**
 * The error object of a surface: v3 may carry details (what a refusal found); the older
 * surfaces answer exactly the original `{statusMessage}`, so published clients can parse it;
 * GitHub's clients print `message` and read `errors` of a 422, and say "Requires authentication"
 * for every 401 (GitHub's own words, which its clients recognise).
 */
export function errorBody(shape: ErrorShape, status: number, message: string, details: Record<string, unknown> = {}): object {
  if (shape === "github") {
    return { message: status === 401 ? "Requires authentication" : message, documentation_url: GITHUB_ERROR_DOCUMENTATION, ...details };
  }
  return shape === "v3" ? { statusCode: status, message, ...details } : { statusMessage: message };
}

export function errorResponse(
  shape: ErrorShape,
  status: number,
  message: string,
  headers?: HeadersInit,
  details?: Record<string, unknown>,
) {
  return json(errorBody(shape, status, message, details), { status, headers });
}

/** An error answer as data: what responseForError answers, for callers without web Responses. */
export interface ErrorAnswer {
  status: number;
  body: object;
  headers: Record<string, string>;
}

/**
 * The older surfaces' clients know no 451: a paste under review is their 404 (missing), removed
 * content a write refused with their 400; the header (kept) says why.
 */
function legacyUnavailableStatus(error: AppError): number {
  const statusByReason: Record<UnavailableReason, number> = { "under-review": 404, "removed-content": 400 };
  return statusByReason[error.headers[UNAVAILABLE_HEADER] as UnavailableReason] ?? 404;
}

/** Turns anything a handler threw into an answer; only unexpected failures are logged. */
export function responseForError(error: unknown, shape: ErrorShape, requestId: string): Response {
  const { status, body, headers } = errorAnswer(error, shape, requestId);
  return json(body, { status, headers });
}

/** What responseForError answers for `error`, as data (lib/api/answer.ts makes it either form of answer). */
export function errorAnswer(error: unknown, shape: ErrorShape, requestId: string): ErrorAnswer {
  const answer = (status: number, message: string, headers: Record<string, string> = {}, details?: Record<string, unknown>) => ({
    status,
    body: errorBody(shape, status, message, details),
    headers,
  });
  if (error instanceof AppError) {
    // The older surfaces' bodies keep the original keys: what the details say (a secret refusal's
    // findings) goes in the headers the error brings for them.
    const headers = shape === "legacy" ? { ...error.headers, ...error.legacyHeaders } : error.headers;
    if (shape === "legacy" && error.status === 451) return answer(legacyUnavailableStatus(error), error.message, headers);
    return answer(error.status, error.message, headers, error.details);
  }
  if (error instanceof z.ZodError) {
    // GitHub answers what its schema refuses with 422 "Validation Failed" and the fields in `errors`.
    if (shape === "github") return answer(422, "Validation Failed", {}, { errors: githubValidationErrors(error) });
    return answer(400, describeZodError(error));
  }
  if (isUnstorableText(error)) {
    return answer(400, "The request contains a character that cannot be stored (NUL).");
  }
  const storage = storageProblemOf(error);
  if (storage) {
    noteStorageProblem(storage, error);
    return answer(507, storageMessages[storage]);
  }
  if (isDatabaseUnavailable(error)) {
    logger().error({ requestId, err: error }, "database unavailable");
    return answer(503, "The service is temporarily unavailable. Try again shortly.", { "Retry-After": "5" });
  }
  logger().error({ requestId, err: error }, "unexpected error");
  return answer(500, `An unexpected error occurred (request ${requestId}).`);
}

export function describeZodError(error: z.ZodError): string {
  const [first] = error.issues;
  if (!first) return "The request is not valid.";
  // Every v3 body refuses fields it does not know (strict objects), naming them in full.
  if (first.code === "unrecognized_keys") {
    const fields = first.keys.map((key) => JSON.stringify([...first.path, key].join("."))).join(", ");
    return `Unknown field${first.keys.length > 1 ? "s" : ""} ${fields}.`;
  }
  const where = first.path.length ? `${first.path.join(".")}: ` : "";
  return `${where}${first.message}`;
}

/** GitHub's `errors` of a 422: one entry per refused field (`resource` is what the request was about). */
export function githubValidationErrors(error: z.ZodError): { resource: string; field: string; code: string; message: string }[] {
  return error.issues.map((issue) => ({
    resource: "Gist",
    field: issue.path.join("."),
    code: issue.code === "invalid_type" && issue.message.endsWith("received undefined") ? "missing_field" : "invalid",
    message: issue.message,
  }));
}
