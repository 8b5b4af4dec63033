import { spawn } from "node:child_process";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Caller } from "../auth/caller";
import { resolveCaller } from "../auth/resolve-caller";
import { AppError } from "../core/errors";
import { logger } from "../core/logger";
import { errorAnswer } from "../http/error-response";
import { requestClientAddress } from "../http/client-address";
import { forClient } from "../http/request-context";
import { nodeRequestHead, type RequestHead } from "../http/request-head";
import { JSON_TYPE } from "../http/responses";
import { gitRoot, pasteRepository } from "../pastes/git-repository";
import { acceptRequest, rateLimitClassFor } from "../rate-limit/requests";

// `git clone <site>/<id>.git` over git's smart HTTP protocol (issue 30 item 8): the clone's two
// requests — the refs (GET …/info/refs?service=git-upload-pack) and the pack (POST
// …/git-upload-pack) — are answered by the git binary's `git http-backend` (CGI) from the
// repository lib/pastes/git-repository.ts made of the paste. Read-only: pushing is refused. A
// private paste's owner clones with an access token as the password (any user name).

const GIT_PATH = /^\/([A-Za-z0-9]{1,16})\.git\/(info\/refs|git-upload-pack|git-receive-pack)$/;

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** `next` with the paste repositories in front of it. */
export function withGitRoutes(next: Handler): Handler {
  return async (req, res) => {
    const [path = "/", query = ""] = (req.url ?? "/").split("?", 2);
    const match = GIT_PATH.exec(path);
    if (!match) return next(req, res);
    const [, pasteId, service] = match as unknown as [string, string, string];
    try {
      await serveGit(req, res, pasteId, service, query);
    } catch (error) {
      if (!res.headersSent) sendError(res, error);
      else res.destroy();
    }
  };
}

async function serveGit(req: IncomingMessage, res: ServerResponse, pasteId: string, service: string, query: string): Promise<void> {
  const request = withBasicAsBearer(nodeRequestHead(req));
  const wanted = service === "info/refs" ? new URLSearchParams(query).get("service") : service;
  if (wanted === "git-receive-pack") throw new AppError("forbidden", "These repositories are read-only: edit the paste instead.");
  const expectedMethod = service === "info/refs" ? "GET" : "POST";
  if (wanted !== "git-upload-pack" || req.method !== expectedMethod) {
    throw new AppError("bad_request", "Only git's smart HTTP clone and fetch are served here.");
  }
  const acceptance = await acceptRequest(request, rateLimitClassFor(request.method));
  if (acceptance.refused) throw new AppError("rate_limited", "Too many requests; try again in a moment.", { "Retry-After": "1" });
  let caller: Caller | undefined;
  let repository: string;
  try {
    caller = await resolveCaller(request);
    const resolved = caller;
    repository = await forClient(requestClientAddress(request), () => pasteRepository(resolved, pasteId));
  } catch (error) {
    // A visitor is asked to sign in for what they cannot see, whatever it is (a missing paste
    // too: no difference tells a private paste apart), so git prompts for the token.
    if (error instanceof AppError && error.status === 404 && caller?.kind === "anonymous") {
      throw new AppError("unauthorized", "Sign in with an access token as the password to clone a private paste.", {
        "WWW-Authenticate": 'Basic realm="Myst", charset="UTF-8"',
      });
    }
    throw error;
  } finally {
    void acceptance.settle(200);
  }
  await httpBackend(req, res, `/${repository}/${service}`, query);
}

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

/** Runs `git http-backend` as CGI: the request body in, its headers and body out. */
function httpBackend(req: IncomingMessage, res: ServerResponse, pathInfo: string, query: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const header = (name: string) => req.headers[name.toLowerCase()];
    const child = spawn("git", ["http-backend"], {
      stdio: ["pipe", "pipe", "pipe"],
      env: {
        NODE_ENV: process.env.NODE_ENV,
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: gitRoot(),
        GIT_HTTP_EXPORT_ALL: "1",
        PATH_INFO: pathInfo,
        QUERY_STRING: query,
        REQUEST_METHOD: req.method ?? "GET",
        CONTENT_TYPE: String(header("content-type") ?? ""),
        HTTP_CONTENT_ENCODING: String(header("content-encoding") ?? ""),
        GIT_PROTOCOL: String(header("git-protocol") ?? ""),
        REMOTE_ADDR: req.socket.remoteAddress ?? "",
      },
    });
    let head = Buffer.alloc(0);
    let headersDone = false;
    child.stdout.on("data", (chunk: Buffer) => {
      if (headersDone) return void res.write(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf("\r\n\r\n");
      if (end === -1) return;
      headersDone = true;
      for (const line of head.subarray(0, end).toString("latin1").split("\r\n")) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === "status") res.statusCode = Number.parseInt(value, 10) || 500;
        else if (name) res.setHeader(name, value);
      }
      res.write(head.subarray(end + 4));
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) logger().warn({ code, errors: errors.slice(0, 500) }, "git http-backend failed");
      if (!headersDone && !res.headersSent) return reject(new Error("git http-backend answered nothing"));
      res.end();
      resolve();
    });
    req.pipe(child.stdin);
  });
}

function sendError(res: ServerResponse, error: unknown): void {
  const { status, body, headers } = errorAnswer(error, "v3", "git");
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", JSON_TYPE);
  res.end(JSON.stringify(body));
}
