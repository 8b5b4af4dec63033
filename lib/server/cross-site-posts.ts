import type { IncomingMessage, ServerResponse } from "node:http";
import { isSameOriginRequest } from "../auth/origin";
import { nodeRequestHead } from "../http/request-head";
import type { PageMatcher } from "./page-routes";

// A POST to a page is a server action (the read-once page's open button, the editor's Markdown
// preview). Next.js answers one sent from another site with a 500, as if the server had failed,
// and lets one without an Origin run. Both are refused here, before Next.js, as the route
// handlers refuse cross-site writes (lib/auth/origin.ts): 403, and nothing runs.

export const crossSitePostRefusal = "Forms of this site can only be sent from its own pages.";

/** Answers a page POST that does not come from this site's own pages with 403; true if it did. */
export function refuseCrossSitePagePost(req: IncomingMessage, res: ServerResponse, isPage: PageMatcher): boolean {
  if (req.method !== "POST" || !isPage((req.url ?? "/").split("?")[0]!)) return false;
  if (isSameOriginRequest(nodeRequestHead(req))) return false;
  res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(crossSitePostRefusal);
  return true;
}
