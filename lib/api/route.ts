import type { z } from "zod";
import type { Caller } from "../auth/caller";
import { spendSolvedChallenge } from "../captcha/challenge";
import { type CaptchaDoor, captchaRequired } from "../captcha/policy";
import { env } from "../core/env";
import { type RateLimitClass, rateLimitClassFor } from "../rate-limit/requests";
import { readFieldsBody, readJsonBody } from "../http/body";
import type { ErrorShape } from "../http/error-response";
import { json } from "../http/responses";
import { answerAround, responses } from "./answer";

/** What a route declares; every part is validated before the handler runs. */
export interface RouteSpec<P, Q, B> {
  /**
   * Error body shape: `v3` (default), `legacy` for /api/v2 and /paste, `github` for the Gist API;
   * or chosen by the request, where one path serves two kinds of client (/api/v3/users/:username).
   */
  errors?: ErrorShape | ((request: Request) => ErrorShape);
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /** A JSON body, validated; omit for routes without one. */
  body?: z.ZodType<B>;
  /** `form` takes HTML-form bodies (urlencoded or multipart text fields) as well as JSON. */
  bodyFormat?: "json" | "form";
  /** Overrides MAX_BODY_BYTES for this route. */
  maxBodyBytes?: number;
  /** The rate-limit budget it spends from: `read` for GET/HEAD/OPTIONS, else `write`. */
  limit?: RateLimitClass;
  /**
   * Asks an anonymous caller for a solved challenge (lib/captcha/policy.ts): `v3` for the creates
   * and reports of Myst's API, `plain` for the doors of existing clients (PasteMyst's, Gist's).
   */
  captcha?: CaptchaDoor;
}

export interface RouteContext<P, Q, B> {
  request: Request;
  params: P;
  query: Q;
  body: B;
  requestId: string;
  /** The caller, resolved on first use and then remembered for this request. */
  caller: () => Promise<Caller>;
}

export type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * Wraps a route handler: validates params, query and body with Zod and turns plain return
 * values into JSON 200, inside what surrounds every answer (answer.ts: rate limits, the caller
 * on demand, every thrown error in the surface's error shape). Handlers stay a few lines that
 * call lib/ and return its result.
 */
export function route<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  spec: RouteSpec<P, Q, B>,
  handler: (context: RouteContext<P, Q, B>) => unknown,
) {
  return (request: Request, nextContext?: NextRouteContext): Promise<Response> => {
    const shape = typeof spec.errors === "function" ? spec.errors(request) : (spec.errors ?? "v3");
    const limit = spec.limit ?? rateLimitClassFor(request.method);
    return answerAround(request, { errors: shape, limit }, responses, async ({ requestId, caller }) => {
      const rawParams = (await nextContext?.params) ?? {};
      const params = (spec.params ? spec.params.parse(rawParams) : rawParams) as P;
      const query = (spec.query ? spec.query.parse(queryObject(request.url)) : {}) as Q;
      const maxBodyBytes = spec.maxBodyBytes ?? env().MAX_BODY_BYTES;
      const readBody = () =>
        spec.bodyFormat === "form"
          ? readFieldsBody(request, maxBodyBytes)
          : readJsonBody(request, maxBodyBytes, { requireJsonType: shape === "v3" });
      const body = (spec.body ? spec.body.parse(await readBody()) : undefined) as B;
      // After the request proved well formed, so a malformed one does not use up its challenge.
      if (spec.captcha && (await captchaRequired(spec.captcha, (await caller()).kind === "anonymous"))) {
        await spendSolvedChallenge(request);
      }
      const result = await handler({ request, params, query, body, requestId, caller });
      return result instanceof Response ? result : json(result);
    });
  };
}

function queryObject(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}
