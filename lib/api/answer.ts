import type { Caller } from "../auth/caller";
import { resolveCaller } from "../auth/resolve-caller";
import { GITHUB_MEDIA_TYPE_HEADERS } from "../gists/http";
import { requestClientAddress } from "../http/client-address";
import { type ErrorAnswer, type ErrorShape, errorAnswer, errorBody } from "../http/error-response";
import { requestOrigin } from "../http/public-url";
import { forClient } from "../http/request-context";
import type { RequestHead } from "../http/request-head";
import { JSON_TYPE, json } from "../http/responses";
import type { SharedPaste } from "../pastes/shared";
import { acceptRequest, type RateLimitClass, rateLimitRefusalHeaders, tooManyMessage } from "../rate-limit/requests";
import type { Verdict } from "../rate-limit/limiter";

// What surrounds every answer of the API, once: the request's budgets (and the 429 once one is
// used up, or a 404 used up the misses), the caller resolved on first use, the client's context
// for the expensive work below, and whatever is thrown turned into the surface's error shape.
// An answer takes one of two forms: a web Response (route handlers: route.ts, the MCP endpoint)
// or data (the reads both the server and their route handlers send: read.ts).

/** An answer as data, as the server sends it (lib/server/direct-routes.ts) or a Response carries it (read.ts). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Null: no body (a 304). */
  body: Uint8Array<ArrayBuffer> | string | null;
  /** Set when everyone is answered alike for this paste: the response cache keeps it on that. */
  shared?: SharedPaste;
}

/** How answers of one form are read and made. */
export interface AnswerForm<A> {
  status: (answer: A) => number;
  /** The answer with these headers added (the RateLimit-* fields). */
  withHeaders: (answer: A, headers: Record<string, string>) => A;
  /** An error answer (JSON in the surface's shape). */
  error: (answer: ErrorAnswer) => A;
}

export const dataAnswers: AnswerForm<Answer> = {
  status: (answer) => answer.status,
  withHeaders: (answer, headers) => ({ ...answer, headers: { ...answer.headers, ...headers } }),
  error: ({ status, body, headers }) => ({ status, headers: { ...headers, "Content-Type": JSON_TYPE }, body: JSON.stringify(body) }),
};

export const responses: AnswerForm<Response> = {
  status: (response) => response.status,
  withHeaders,
  error: ({ status, body, headers }) => json(body, { status, headers }),
};

export interface Surroundings {
  /** The error body's shape: `v3`, `legacy` for /api/v2 and /paste, `github` for the Gist API. */
  errors: ErrorShape;
  /** The budget the request spends from. */
  limit: RateLimitClass;
}

export interface AnswerContext {
  requestId: string;
  /** The caller, resolved on first use and then remembered for this request. */
  caller: () => Promise<Caller>;
}

/** `answer`'s answer to `request`, with everything around it (above). */
export async function answerAround<A>(
  request: RequestHead,
  surroundings: Surroundings,
  form: AnswerForm<A>,
  answer: (context: AnswerContext) => Promise<A>,
): Promise<A> {
  const answered = await budgetedAnswer(request, surroundings, form, answer);
  // Answers in GitHub's shape, its errors and refusals too, name their media type as GitHub's do.
  return surroundings.errors === "github" ? form.withHeaders(answered, GITHUB_MEDIA_TYPE_HEADERS) : answered;
}

/** The answer within the request's budgets, every error in the surface's shape. */
async function budgetedAnswer<A>(
  request: RequestHead,
  { errors, limit }: Surroundings,
  form: AnswerForm<A>,
  answer: (context: AnswerContext) => Promise<A>,
): Promise<A> {
  const requestId = request.headers.get("x-request-id") ?? crypto.randomUUID();
  const acceptance = await acceptRequest(request, limit);
  if (acceptance.refused) return form.error(tooManyRequests(errors, acceptance.refused));
  let answered: A;
  try {
    let caller: Promise<Caller> | undefined;
    // The client's budgets for expensive work below (key derivation) know whom it is for, and a
    // version it writes the address its page is read at (lib/pastes/first-views.ts).
    answered = await forClient(
      requestClientAddress(request),
      () => answer({ requestId, caller: () => (caller ??= resolveCaller(request)) }),
      requestOrigin(request.headers),
    );
  } catch (error) {
    answered = form.error(errorAnswer(error, errors, requestId));
  }
  const { refused, headers } = await acceptance.settle(form.status(answered));
  if (refused) return form.error(tooManyRequests(errors, refused));
  return headers ? form.withHeaders(answered, headers) : answered;
}

function tooManyRequests(shape: ErrorShape, verdict: Verdict): ErrorAnswer {
  return { status: 429, body: errorBody(shape, 429, tooManyMessage(verdict)), headers: rateLimitRefusalHeaders(verdict) };
}

/** Sets headers on a response, copying it first when its headers are immutable (redirects). */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}
