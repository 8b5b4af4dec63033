import type { IncomingMessage, ServerResponse } from "node:http";
import * as pasteV3 from "@/app/api/v3/pastes/[pasteId]/route";
import * as pasteLegacy from "@/app/paste/[id]/route";
import * as raw from "@/app/raw/[pasteId]/[pastyId]/route";
import { matchDirectRoute } from "../server/direct-routes";

// The reads of the server's direct routes answered by their Next.js route handlers, the way the
// server handed them over before it answered them itself (a web Request in, the web Response
// piped out): what lib/server/direct-routes.test.ts holds the direct routes' answers to.

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const handlers: [path: RegExp, handler: RouteHandler][] = [
  [/^\/api\/v3\/pastes\//, pasteV3.GET],
  [/^\/(api\/v2\/)?paste\//, pasteLegacy.GET],
  [/^\/raw\//, raw.GET],
];

export async function answerThroughRouteHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? "/";
  const params = matchDirectRoute(url)?.params;
  const handler = handlers.find(([path]) => path.test(url))?.[1];
  if (!params || !handler) {
    res.writeHead(418).end();
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const request = new Request(`http://${req.headers.host ?? "localhost"}${url}`, { method: req.method, headers });
  const response = await handler(request, { params: Promise.resolve(params) });
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.setHeader(name, value);
  if (req.method === "HEAD" || response.body === null) {
    await response.body?.cancel();
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}
