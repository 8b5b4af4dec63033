import { spawn } from "node:child_process";
import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "../core/errors";
import { logger } from "../core/logger";
import { gitRoot } from "../pastes/git-repository";

// Runs `git http-backend` as CGI for one request of git-routes.ts: the (already read) request
// body in, its headers and body out. git and what it starts (upload-pack, pack-objects) run in a
// process group of their own, killed whole when the client leaves or the time limit passes
// (issue 40 item 8: abandoned clones kept git busy long after their clients had gone).

export interface BackendCall {
  /** PATH_INFO: the repository and the service, `/<repository>/info/refs`. */
  pathInfo: string;
  /** QUERY_STRING, made by the route: git reads the last of repeated parameters, the route the first. */
  query: string;
  body: Buffer;
  /** How long git may take, answer sent included. */
  timeLimitMs: number;
}

export function runHttpBackend(req: IncomingMessage, res: ServerResponse, call: BackendCall): Promise<void> {
  return new Promise((resolve, reject) => {
    const header = (name: string) => String(req.headers[name] ?? "");
    const child = spawn("git", ["http-backend"], {
      stdio: ["pipe", "pipe", "pipe"],
      detached: true,
      env: {
        NODE_ENV: process.env.NODE_ENV,
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: gitRoot(),
        GIT_HTTP_EXPORT_ALL: "1",
        PATH_INFO: call.pathInfo,
        QUERY_STRING: call.query,
        REQUEST_METHOD: req.method ?? "GET",
        CONTENT_TYPE: header("content-type"),
        CONTENT_LENGTH: String(call.body.length),
        GIT_PROTOCOL: header("git-protocol"),
        REMOTE_ADDR: req.socket.remoteAddress ?? "",
      },
    });
    let finished = false;
    // Past the time limit the answer is the route's (or a cut connection): git's is dropped.
    let timedOut = false;
    const killGroup = () => {
      if (finished || child.pid === undefined) return;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // Gone already.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      logger().warn({ path: call.pathInfo, limitMs: call.timeLimitMs }, "git http-backend ran out of time; killed");
      killGroup();
      if (!res.headersSent) {
        reject(new AppError("service_unavailable", "git took too long to answer; try again later.", { "Retry-After": "10" }));
      } else res.destroy();
    }, call.timeLimitMs);
    // The client left before its answer was complete.
    res.on("close", () => {
      if (!res.writableFinished) killGroup();
    });

    let head = Buffer.alloc(0);
    let headersDone = false;
    const send = (chunk: Buffer) => {
      if (res.write(chunk)) return;
      // A slow reader slows git down rather than filling this process's memory.
      child.stdout.pause();
      res.once("drain", () => child.stdout.resume());
    };
    child.stdout.on("data", (chunk: Buffer) => {
      if (timedOut) return;
      if (headersDone) return send(chunk);
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
      send(head.subarray(end + 4));
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    // git may stop reading early (a refusal): its closed pipe is no error of ours.
    child.stdin.on("error", () => undefined);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      finished = true;
      if (timedOut) return;
      if (code !== 0) logger().warn({ code, signal, errors: errors.slice(0, 500) }, "git http-backend failed");
      if (!headersDone && !res.headersSent) return reject(new Error("git http-backend answered nothing"));
      res.end();
      resolve();
    });
    child.stdin.end(call.body);
  });
}
