import type { z } from "zod";
import type { ErrorShape } from "../http/error-response";
import type { RequestHead } from "../http/request-head";
import { rateLimitClassFor } from "../rate-limit/requests";
import { type Answer, type AnswerContext, answerAround, dataAnswers } from "./answer";
import type { ReadBodyCache } from "./read-body-cache";
import type { NextRouteContext } from "./route";

// A read of the API: the one function that decides a GET's (and HEAD's) answer, from the
// request's head and the route's parameters, as data. Both doors send that answer: the server
// itself, from Node.js's request and response, for the hottest reads (lib/server/direct-routes.ts,
// in production and development alike), and the route handler (readRoute) for what reaches
// Next.js and for the tests that call it.

export interface ReadContext<P> extends AnswerContext {
  request: RequestHead;
  params: P;
  /** The kept bodies of public pastes (read-body-cache.ts); none when undefined. */
  cache: ReadBodyCache | undefined;
}

/** A read's answer to `request` for the route's decoded `params`. */
export type Read = (request: RequestHead, params: Record<string, string | string[] | undefined>, cache?: ReadBodyCache) => Promise<Answer>;

/** A read whose parameters are validated with Zod, inside what surrounds every answer (answer.ts). */
export function read<P>(spec: { errors: ErrorShape; params: z.ZodType<P> }, answer: (context: ReadContext<P>) => Promise<Answer>): Read {
  return (request, params, cache) =>
    answerAround(request, { errors: spec.errors, limit: rateLimitClassFor(request.method) }, dataAnswers, (context) =>
      answer({ ...context, request, params: spec.params.parse(params), cache }),
    );
}

/** A read as a route handler's GET: the web Request in, its answer as a Response out. */
export function readRoute(read: Read) {
  return async (request: Request, nextContext?: NextRouteContext): Promise<Response> => {
    const answer = await read(request, (await nextContext?.params) ?? {});
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}
