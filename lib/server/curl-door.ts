import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { nodeRequestHead } from "../http/request-head";
import { sendAnswer } from "./direct-routes";

// `curl --data-binary @file HOST/` posts to the front page, where a browser's POST is a server
// action or a form of that page. Which one it is, is told by what every browser sends with a
// POST and curl does not: an Origin (every browser since 2020 sends it with a POST, same-site or
// not), Sec-Fetch-Site (sent with the other Fetch Metadata headers; Node.js's fetch sends only
// Sec-Fetch-Mode, so scripts using it still reach the door), Next.js's Next-Action, and a
// navigation's Accept: text/html. A POST to / with none of these is the command line's
// (lib/api/curl-door.ts); with any of them it goes on as before (a cross-site one is refused:
// cross-site-posts.ts). Cookies decide nothing: the door never reads them.

const BROWSER_MARKS = ["origin", "sec-fetch-site", "next-action"];

/** Whether `req` is a command-line client posting a paste to the front page. */
export function isCommandLinePost(req: IncomingMessage): boolean {
  if (req.method !== "POST" || (req.url ?? "/").split("?", 1)[0] !== "/") return false;
  if (BROWSER_MARKS.some((name) => req.headers[name] !== undefined)) return false;
  return !/\btext\/html\b/i.test(req.headers.accept ?? "");
}

type Door = typeof import("../api/curl-door");
/** Loaded on the first post, as the direct routes' reads are (they import next/headers). */
const loadDoor = (): Promise<Door> => import("../api/curl-door");

/** Answers a command-line POST to / (201 and the paste's address, or a one-line error); true if it was one. */
export async function answerCommandLinePost(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (!isCommandLinePost(req)) return false;
  const { createFromCommandLine } = await loadDoor();
  sendAnswer(req, res, await createFromCommandLine(webRequestOf(req)));
  return true;
}

/** The request with its body as a stream, read (and cut off at the limit) by the door itself. */
function webRequestOf(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
  return new Request(nodeRequestHead(req).url, { method: "POST", headers, body, duplex: "half" } as RequestInit);
}
