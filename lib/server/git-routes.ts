import type { IncomingMessage, ServerResponse } from "node:http";
import type { Caller } from "../auth/caller";
import { resolveCaller } from "../auth/resolve-caller";
import { AppError } from "../core/errors";
import { errorAnswer } from "../http/error-response";
import { requestClientAddress, stampClientAddress } from "../http/client-address";
import { forClient } from "../http/request-context";
import { nodeRequestHead, type RequestHead } from "../http/request-head";
import { JSON_TYPE } from "../http/responses";
import { pasteRepository } from "../pastes/git-repository";
import { ConcurrencyGate } from "../rate-limit/concurrency-gate";
import type { Verdict } from "../rate-limit/limiter";
import { type Acceptance, acceptRequest, rateLimitClassFor, rateLimitRefusalHeaders, tooManyMessage } from "../rate-limit/requests";
import { runHttpBackend } from "./git-http-backend";
import { ClientGone, readGitRequestBody } from "./git-request-body";

// `git clone <site>/<id>.git` over git's smart HTTP protocol (issue 30 item 8): the clone's two
// requests — the refs (GET …/info/refs?service=git-upload-pack) and the pack (POST
// …/git-upload-pack) — are answered by the git binary's `git http-backend` (CGI) from the
// repository lib/pastes/git-repository.ts made of the paste. Read-only: pushing is refused. A
// private paste's owner clones with an access token as the password (any user name).
//
// Anyone may ask, so git's work is bounded (issue 40 item 8): the body is read and inflated here
// up to a cap (git-request-body.ts), git is killed when the client leaves or takes too long
// (git-http-backend.ts), and the requests pass a gate: a few at once, one per client address, a
// short queue.

const GIT_PATH = /^\/([A-Za-z0-9]{1,16})\.git\/(info\/refs|git-upload-pack|git-receive-pack)$/;

export interface GitLimits {
  /** Requests served at once (each runs git: several processes and their memory). */
  concurrency: number;
  /** Requests waiting beyond those: past that, 503 with Retry-After. */
  queue: number;
  /** Requests of one client address running or waiting: past that, 429 with Retry-After. */
  perClient: number;
  /** How long git may take for one request. */
  timeLimitMs: number;
}

/** A clone is two or three requests one after another, so one at a time per client costs it nothing. */
export const GIT_LIMITS: GitLimits = { concurrency: 4, queue: 8, perClient: 1, timeLimitMs: 60_000 };

export interface GitRouteOptions {
  /** TRUST_PROXY: how the client's address is found (these requests skip the pipeline that stamps it). */
  trustedProxyHops: number;
  limits?: GitLimits;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** `next` with the paste repositories in front of it. */
export function withGitRoutes(next: Handler, { trustedProxyHops, limits = GIT_LIMITS }: GitRouteOptions): Handler {
  // Everything a request costs (the database, making the repository, git) happens in the gate.
  const gate = new ConcurrencyGate(() => limits, {
    busy: "The server is busy serving other clones; try again in a moment.",
    tooMany: "One git request at a time from here; try again in a moment.",
  });
  return async (req, res) => {
    const [path = "/", query = ""] = (req.url ?? "/").split("?", 2);
    const match = GIT_PATH.exec(path);
    if (!match) return next(req, res);
    const [, pasteId, service] = match as unknown as [string, string, string];
    stampClientAddress(req, trustedProxyHops);
    try {
      await serveGit(req, res, { pasteId, service, query, gate, timeLimitMs: limits.timeLimitMs });
    } catch (error) {
      if (error instanceof ClientGone) return void res.destroy();
      if (!res.headersSent) sendError(res, error);
      else res.destroy();
    }
  };
}

interface GitRequest {
  pasteId: string;
  service: string;
  query: string;
  gate: ConcurrencyGate;
  timeLimitMs: number;
}

async function serveGit(
  req: IncomingMessage,
  res: ServerResponse,
  { pasteId, service, query, gate, timeLimitMs }: GitRequest,
): Promise<void> {
  const request = withBasicAsBearer(nodeRequestHead(req));
  const wanted = service === "info/refs" ? new URLSearchParams(query).get("service") : service;
  if (wanted === "git-receive-pack") throw new AppError("forbidden", "These repositories are read-only: edit the paste instead.");
  const expectedMethod = service === "info/refs" ? "GET" : "POST";
  if (wanted !== "git-upload-pack" || req.method !== expectedMethod) {
    throw new AppError("bad_request", "Only git's smart HTTP clone and fetch are served here.");
  }
  const acceptance = await acceptRequest(request, rateLimitClassFor(request.method));
  if (acceptance.refused) throw tooMany(acceptance.refused);
  await forClient(requestClientAddress(request), () =>
    gate.run(async () => {
      // A client that left while it waited is owed nothing: no database, no git.
      if (req.socket.destroyed) throw new ClientGone();
      const repository = await readableRepository(request, pasteId, acceptance);
      const body = service === "info/refs" ? Buffer.alloc(0) : await readGitRequestBody(req);
      await runHttpBackend(req, res, {
        pathInfo: `/${repository}/${service}`,
        // The service the route checked, whatever else the query string says (git reads the
        // last `service` parameter, URLSearchParams the first).
        query: service === "info/refs" ? "service=git-upload-pack" : "",
        body,
        timeLimitMs,
      });
    }),
  );
}

/**
 * The repository of a paste the caller may read. A visitor is asked to sign in for what they
 * cannot see, whatever it is (a missing paste too: no difference tells a private paste apart; a
 * paste under review too, which its owner and the admins may still clone), so git prompts for the
 * token. What is not found spends from the miss budget, as the API's 404 does.
 */
async function readableRepository(request: RequestHead, pasteId: string, acceptance: Acceptance): Promise<string> {
  let caller: Caller | undefined;
  try {
    caller = await resolveCaller(request);
    const repository = await pasteRepository(caller, pasteId);
    void acceptance.settle(200);
    return repository;
  } catch (error) {
    const status = error instanceof AppError ? error.status : 500;
    const { refused } = await acceptance.settle(status);
    if (refused) throw tooMany(refused);
    if ((status === 404 || status === 451) && caller?.kind === "anonymous") {
      throw new AppError("unauthorized", "Sign in with an access token as the password to clone a private paste.", {
        "WWW-Authenticate": 'Basic realm="Myst", charset="UTF-8"',
      });
    }
    throw error;
  }
}

const tooMany = (verdict: Verdict) => new AppError("rate_limited", tooManyMessage(verdict), rateLimitRefusalHeaders(verdict));

/** git sends credentials as Basic: the password is the access token, read as a Bearer token. */
function withBasicAsBearer(request: RequestHead): RequestHead {
  const authorization = request.headers.get("authorization");
  const basic = authorization ? /^Basic\s+(\S+)$/i.exec(authorization) : null;
  if (!basic) return request;
  const decoded = Buffer.from(basic[1]!, "base64").toString("utf8");
  const password = decoded.slice(decoded.indexOf(":") + 1);
  return {
    method: request.method,
    get url() {
      return request.url;
    },
    headers: { get: (name) => (name.toLowerCase() === "authorization" ? `Bearer ${password}` : request.headers.get(name)) },
  };
}

function sendError(res: ServerResponse, error: unknown): void {
  const { status, body, headers } = errorAnswer(error, "v3", "git");
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", JSON_TYPE);
  res.end(JSON.stringify(body));
}
