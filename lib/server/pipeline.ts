import type { IncomingMessage, ServerResponse } from "node:http";
import { METRICS_PATH, observeRequest, serveMetrics } from "../metrics/http";
import type { RouteLabeler } from "../metrics/route-label";
import type { SharedPaste } from "../pastes/shared";
import type { PageLimiter } from "../rate-limit/pages";
import { applyApiManners } from "./api-manners";
import { requestClientAddressOf, stampClientAddress } from "../http/client-address";
import { requestOrigin } from "../http/public-url";
import { compressAnswers } from "./compression";
import { settleHost } from "./host-header";
import { answerMalformedPath } from "./malformed-path";
import { normaliseRequestPath } from "./normalised-path";
import { assemblePages } from "./page-assembly";
import { answerAsAsked, forClient } from "../http/request-context";
import { refuseCrossSitePagePost } from "./cross-site-posts";
import type { PageMatcher } from "./page-routes";
import type { ResponseCache } from "./response-cache";
import { applySecurityHeaders, type SecurityHeaderOptions } from "./security-headers";
import { admitSharedPageReader, type FindSharedPageReader } from "./viewer-pages";
import type { SecondFactorGate } from "./second-factor-gate";

// What the custom server does to every request before Next.js sees it: note the client's
// address for the route handlers (rate limits), settle the host it names (an absolute-form
// request line, a malformed Host: host-header.ts), make its path the one Next.js will route
// (dot segments resolved, so that every rule after judges that path: normalised-path.ts),
// answer /metrics itself (no Next.js route, so scrapes cost nothing per request and never touch
// rendering), set the security headers, count and time the request, apply the API manners
// (trailing slash, CORS: api-manners.ts), answer malformed percent-escapes in the surface's
// shape (malformed-path.ts), answer curl's POST to / (curl-door.ts), refuse page POSTs (server
// actions) from other sites (cross-site-posts.ts), answer anonymous reads of public pastes from
// the response cache (response-cache.ts) — and signed-in reads of their pages, with the
// reader's part added (viewer-pages.ts) — hold the pages it does not answer to the rate limits,
// compress answers, and fill rendered code into pages (page-assembly.ts).

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
/**
 * What the pipeline hands requests on to (direct-routes.ts in front of Next.js): an answer for a
 * paste that everyone is shown alike says so (`noteShared`), and the response cache keeps it on
 * that rather than on a statement asking the database the same.
 */
export type AnsweringHandler = (req: IncomingMessage, res: ServerResponse, noteShared?: (paste: SharedPaste) => void) => Promise<void>;

export interface PipelineOptions {
  trustedProxyHops: number;
  security: SecurityHeaderOptions;
  /** Off when undefined. */
  metrics?: { token: string | undefined; label: RouteLabeler };
  /** Off when undefined. */
  responseCache?: ResponseCache;
  /** Who may be given everyone's page of a paste (viewer-pages.ts); nobody when undefined. */
  sharedPageReaders?: FindSharedPageReader;
  /** Rate limits of pages (lib/rate-limit/pages.ts); off when undefined. */
  limitPages?: PageLimiter;
  /** Which paths are pages, whose POSTs (server actions) must come from this site; none when undefined. */
  pages?: PageMatcher;
  /** REQUIRE_2FA: browsers that must set up a second factor first (second-factor-gate.ts); off when undefined. */
  requireSecondFactor?: SecondFactorGate;
  /** `curl --data-binary @file HOST/` (curl-door.ts): answered when it is one; none when undefined. */
  commandLinePosts?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
}

export function withOperations(handle: AnsweringHandler, options: PipelineOptions): Handler {
  return async (req, res) => {
    stampClientAddress(req, options.trustedProxyHops);
    if (settleHost(req, res)) return;
    normaliseRequestPath(req);
    if (options.metrics && (req.url ?? "/").split("?")[0] === METRICS_PATH) {
      await serveMetrics(req, res, options.metrics.token);
      return;
    }
    applySecurityHeaders(req, res, options.security);
    if (options.metrics) observeRequest(req, res, options.metrics.label);
    if (applyApiManners(req, res)) return;
    if (answerMalformedPath(req, res)) return;
    // Before the page rules: a POST to / without a browser's marks is curl's, not a form's.
    if (await options.commandLinePosts?.(req, res)) return;
    if (options.pages && refuseCrossSitePagePost(req, res, options.pages)) return;
    if (await options.requireSecondFactor?.(req, res)) return;
    if (options.sharedPageReaders) await admitSharedPageReader(req, options.sharedPageReaders);
    // What the answer says of its paste (`noteShared` below), for the response cache's store.
    let shared: SharedPaste | undefined;
    let keep: ((body: Buffer) => void) | undefined;
    if (await options.responseCache?.handle(req, res, (store) => (keep = (body) => store(body, shared)))) return;
    if (await options.limitPages?.(req, res)) return;
    await forClient(
      requestClientAddressOf(req),
      () => {
        // Work that cannot set its answer's status asks for it (a server action's refusal, a page
        // of a paste under review); first, so that the head compression and the page assembly
        // write goes through it.
        answerAsAsked(res);
        compressAnswers(req, res);
        assemblePages(res, keep);
        return handle(req, res, (paste) => (shared = paste));
        // The address asked for: a version written by this request gets its page kept under it.
      },
      requestOrigin(req.headers),
    );
  };
}
