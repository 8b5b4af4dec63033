import type { IncomingMessage } from "node:http";

// Next.js routes the path as WHATWG URL parsing leaves it (`new URL("http://n" + req.url)`):
// dot segments resolved, `%2e` counting as a dot, backslashes as slashes, a fragment dropped. A
// check that read the request line as sent would judge another path than the one that runs:
// `/login/../api/v3/auth/self` is a sign-in page to a prefix test and the account API to
// Next.js. So the request's path is made what Next.js will route, once and first, and every
// rule after it (the REQUIRE_2FA gate, the response cache, the rate limits, the direct reads)
// sees only that. Repeated slashes stay: Next.js redirects them before routing anything.

/** What WHATWG parsing may change: a dot or `%2e` after a slash, a backslash, a fragment, what it percent-encodes. */
const MAY_CHANGE = /\/(?:\.|%2e)|[\\#"'<>`{}]|[^\x21-\x7e]/i;

/** Rewrites `req.url` to the path and query Next.js will route, when they differ. */
export function normaliseRequestPath(req: IncomingMessage): void {
  const url = req.url ?? "/";
  // `OPTIONS *` names no path; an absolute-form target was settled before (host-header.ts).
  if (!url.startsWith("/") || !MAY_CHANGE.test(url)) return;
  const parsed = new URL(`http://n${url}`);
  const normalised = `${parsed.pathname}${parsed.search}`;
  if (normalised !== url) req.url = normalised;
}
