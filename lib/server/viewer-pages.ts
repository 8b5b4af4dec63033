import type { IncomingMessage } from "node:http";
import type { SharedPageReader } from "../pastes/page-viewer";
import { PAGE_VARIANT_HEADER } from "../settings/page-variant";
import { processSingleton } from "../core/process-state";

// Signed-in readers of a public paste's page get the page rendered once for everyone (the
// response cache's, rendered by Next.js for nobody) with a script of their own at the start of its
// head: who they are, their star, their theme (lib/pastes/page-viewer.ts decides who may;
// components/viewer/viewer.tsx fills the page's parts that are theirs from it). Without this
// every signed-in view was a render of its own (~50 ms of CPU), however often the page had
// been rendered before. A browser that saved settings without signing in is admitted the same
// way, for its theme (and its settings variant: PAGE_VARIANT_HEADER).
//
// The request loses its cookies of ours before anything else sees it, so the response cache and
// Next.js treat it as nobody's: what either keeps can never hold a reader. The script is added
// to the answer alone (page-assembly.ts on a render, the response cache on a hit).

/** Decides who may be given everyone's page of a paste (lib/pastes/page-viewer.ts). */
export type FindSharedPageReader = (cookieHeader: string | undefined, pasteId: string) => Promise<SharedPageReader | null>;

const PASTE_PAGE = /^\/([a-z0-9]{8})$/;
/** The headers of the router's own fetches: their answers are payloads for one reader, never pages. */
export const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch"];

// Noted on the request by one step of the server and read by a later one, whichever copy of lib/ runs it.
const admitted = processSingleton("sharedPageReaders", () => new WeakMap<IncomingMessage, { reader: SharedPageReader; cookie: string }>());

/** Admits the reader of a paste page (signed in, or with saved settings) to everyone's page, when they may be. */
export async function admitSharedPageReader(req: IncomingMessage, find: FindSharedPageReader): Promise<void> {
  delete req.headers[PAGE_VARIANT_HEADER];
  const cookie = req.headers.cookie;
  if ((req.method !== "GET" && req.method !== "HEAD") || !cookie) return;
  if (req.headers.authorization !== undefined || req.headers["encryption-key"] !== undefined) return;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return;
  const [path = "/", query = ""] = (req.url ?? "/").split("?", 2);
  const match = PASTE_PAGE.exec(path);
  if (!match || /(?:^|&)_rsc=/.test(query)) return;
  // A failed lookup renders the page for them, as before.
  const reader = await find(cookie, match[1]!).catch(() => null);
  if (!reader) return;
  admitted.set(req, { reader, cookie });
  if (reader.otherCookies) req.headers.cookie = reader.otherCookies;
  else delete req.headers.cookie;
  if (reader.variant) req.headers[PAGE_VARIANT_HEADER] = reader.variant;
}

/** Whether the answer to `req` must carry its reader's script. */
export function hasSharedPageReader(req: IncomingMessage): boolean {
  return admitted.has(req);
}

/**
 * Gives the request its own cookies back, for an answer that cannot carry its reader's script
 * (a stored page without a head): it is then rendered for them.
 */
export function readmitAsItself(req: IncomingMessage): void {
  const entry = admitted.get(req);
  if (!entry) return;
  admitted.delete(req);
  req.headers.cookie = entry.cookie;
  delete req.headers[PAGE_VARIANT_HEADER];
}

/**
 * The reader's script for the start of the page's head, under the answer's nonce: it runs before
 * anything is painted, so the theme is theirs from the first frame and the parts that will be
 * theirs stay hidden (`data-viewer="pending"`) until the page shows them; for a browser's saved
 * settings, their theme alone. "" for a request not admitted.
 */
export function sharedPageReaderScript(req: IncomingMessage, nonce: string | null): string {
  const entry = admitted.get(req);
  if (!entry || !nonce) return "";
  const { viewer, theme } = entry.reader;
  const dataset = "document.documentElement.dataset";
  const themeScript = theme.map(([key, value]) => `${dataset}.${key}=${scriptJson(value)}`).join(";");
  const script = viewer ? `self.__mystViewer=${scriptJson(viewer)};${themeScript};${dataset}.viewer="pending"` : themeScript;
  return `<script nonce="${nonce}">${script}</script>`;
}

/** JSON that stays JSON inside a script element (no `</script>`, no `<!--`, no line separators). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
