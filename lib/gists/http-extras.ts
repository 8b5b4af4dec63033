import { json } from "../http/responses";
import { publicOrigin } from "../http/public-url";
import { encryptionKey } from "../pastes/http";
import type { GistRequest } from "./comments";
import { type GistPage, pageLinkHeader } from "./page-links";

// The HTTP details of the Gist door's extras: what a request brings (origin, key) and how a page
// of a list is answered (GitHub's bare array with its Link header).

export function gistRequest(request: Request, pasteId: string): GistRequest {
  return { origin: publicOrigin(request), key: encryptionKey(request, pasteId) };
}

export function gistPageResponse(request: Request, page: GistPage<unknown>): Response {
  const { pathname, search } = new URL(request.url);
  const link = pageLinkHeader(new URL(pathname + search, publicOrigin(request)).href, page);
  return json(page.items, link ? { headers: { Link: link } } : {});
}
