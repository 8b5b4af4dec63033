import { createHash } from "node:crypto";
import type { Caller } from "../auth/caller";
import { json } from "../http/responses";
import { ENCRYPTION_KEY_HEADER } from "./crypto";

// The HTTP side of paste reads: the Encryption-Key header and conditional, cacheable answers.

export function encryptionKey(request: Request): string | null {
  return request.headers.get(ENCRYPTION_KEY_HEADER);
}

/**
 * May shared caches keep this answer? Only what anyone would get: an anonymous caller reading a
 * public paste without a key (owners see tags, keys unlock encrypted content).
 */
export function isSharedAnswer(request: Request, caller: Caller, paste: { private: boolean }): boolean {
  return caller.kind === "anonymous" && !paste.private && encryptionKey(request) === null;
}

/** A JSON answer with an ETag of its body; 304 without a body when If-None-Match names it. */
export function conditionalJson(request: Request, data: unknown, shared: boolean): Response {
  const body = JSON.stringify(data);
  const etag = `"${createHash("sha256").update(body).digest("base64url")}"`;
  const headers = {
    ETag: etag,
    "Cache-Control": shared ? "public, max-age=0, must-revalidate" : "private, no-store",
    Vary: "Authorization, Cookie, Encryption-Key",
  };
  const wanted = request.headers.get("if-none-match");
  if (wanted && wanted.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return json(data, { headers });
}
