import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { AppError, badRequest } from "../core/errors";

// The body of a git request (the wants and haves of a clone or fetch), read whole before git runs
// and inflated here when git sent it gzipped: `git http-backend` would inflate it without a
// bound, and a few KB of gzip make gigabytes of work for git (issue 40 item 8). A clone of a
// paste's repository (at most 100 commits) sends a few KB; a fetch from a big local repository
// lists more of its own commits, still far below the cap.

/** The most a request body may hold once inflated. */
export const GIT_REQUEST_BYTES = 1024 * 1024;

const tooLarge = () =>
  new AppError("payload_too_large", `A git request may hold at most ${GIT_REQUEST_BYTES / 1024} KiB (inflated); this one holds more.`);

/** The request's body as git should read it: inflated, at most GIT_REQUEST_BYTES, else 413. */
export async function readGitRequestBody(req: IncomingMessage): Promise<Buffer> {
  const encoding = String(req.headers["content-encoding"] ?? "identity").toLowerCase();
  if (encoding !== "identity" && encoding !== "gzip" && encoding !== "x-gzip") {
    throw new AppError("unsupported_media_type", `A git request body is sent plain or gzipped, not as "${encoding}".`);
  }
  if (Number(req.headers["content-length"] ?? 0) > GIT_REQUEST_BYTES) throw tooLarge();
  // Left while the request waited its turn (git-routes.ts): nothing is coming.
  if (req.socket.destroyed) throw new ClientGone();
  const inflating = encoding === "identity" ? null : createGunzip();
  const body: Readable = inflating ? req.pipe(inflating) : req;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (error: Error) => {
      // Nothing more is read or inflated; the server drops what the client still sends.
      if (inflating) {
        req.unpipe(inflating);
        inflating.destroy();
      }
      body.removeAllListeners("data");
      reject(error);
    };
    body.on("data", (chunk: Buffer) => {
      size += chunk.length;
      // Counted as it inflates: the rest is never inflated.
      if (size > GIT_REQUEST_BYTES) return fail(tooLarge());
      chunks.push(chunk);
    });
    body.on("end", () => resolve(Buffer.concat(chunks)));
    inflating?.on("error", () => fail(badRequest("The git request body is not valid gzip.")));
    req.on("close", () => {
      if (!req.complete) fail(new ClientGone());
    });
  });
}

/** The client closed the connection before its request was read: there is no one to answer. */
export class ClientGone extends Error {
  constructor() {
    super("The client left before its git request was read.");
    this.name = "ClientGone";
  }
}
