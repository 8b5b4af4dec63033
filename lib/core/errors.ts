import { recognisedInEveryCopy } from "./process-state";

// One error class for every expected failure; the HTTP layer turns its code into a status.

export const statusByCode = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable_for_legal_reasons: 451,
  internal: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof statusByCode;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  /** Fields the error body carries besides its message (say, what a refusal found). */
  readonly details: Record<string, unknown>;
  /** Headers the older APIs' answers add in place of the details their bodies cannot carry. */
  readonly legacyHeaders: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    headers: Record<string, string> = {},
    details: Record<string, unknown> = {},
    legacyHeaders: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.headers = headers;
    this.details = details;
    this.legacyHeaders = legacyHeaders;
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

// Thrown by one copy of lib/ and caught by the other (a gate or a rate limit made by the server,
// refusing in a route): `instanceof AppError` holds for both copies' errors.
recognisedInEveryCopy(AppError, "AppError");

export const badRequest = (message: string) => new AppError("bad_request", message);
export const unauthorized = (message = "You must be logged in to do this.") => new AppError("unauthorized", message);
export const forbidden = (message = "You are not allowed to do this.") => new AppError("forbidden", message);
export const notFound = (message = "Not found.") => new AppError("not_found", message);
/** Why the moderators withhold something: a paste under review, or content they removed. */
export type UnavailableReason = "under-review" | "removed-content";
/** Names the reason of a 451, and of the older APIs' 404 or 400 in its place (they know no 451). */
export const UNAVAILABLE_HEADER = "Myst-Unavailable";

/** Withheld by the instance's moderators: 451, not a 404, so the reader knows why. */
export const unavailableForLegalReasons = (message: string, reason: UnavailableReason) =>
  new AppError("unavailable_for_legal_reasons", message, { [UNAVAILABLE_HEADER]: reason });
