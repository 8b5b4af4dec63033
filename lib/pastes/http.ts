import { createHash } from "node:crypto";
import type { Caller } from "../auth/caller";
import type { RequestHead } from "../http/request-head";
import { JSON_TYPE, json } from "../http/responses";
import { secretScanHeaders } from "../secrets/headers";
import type { ReadIntent } from "./burn";
import { ENCRYPTION_KEY_HEADER } from "./crypto";
import type { WrittenPaste } from "./mutations";
import { unlockKeyOf } from "./unlock";
import type { ZipFile } from "./zip";

// The HTTP side of paste reads: the Encryption-Key header and conditional, cacheable answers.

/**
 * The key of an encrypted paste: the Encryption-Key header (API clients), else the password a
 * browser entered on that paste's page (its unlock cookie), so the page's own buttons work.
 */
export function encryptionKey(request: RequestHead, pasteId?: string): string | null {
  return request.headers.get(ENCRYPTION_KEY_HEADER) ?? (pasteId ? unlockKeyOf(request, pasteId) : null);
}

/**
 * May shared caches keep this answer? Only what anyone would get: an anonymous caller reading a
 * public paste without a key (owners see tags, keys unlock encrypted content).
 */
export function isSharedAnswer(caller: Caller, paste: { private: boolean; burnAfterRead: boolean }, key: string | null): boolean {
  return caller.kind === "anonymous" && !paste.private && !paste.burnAfterRead && key === null;
}

/** A HEAD request only asks whether the content is there: it never consumes a paste (burn.ts). */
export function readIntentOf(request: Pick<RequestHead, "method">): ReadIntent {
  return request.method === "HEAD" ? "peek" : "open";
}

/** A JSON answer with an ETag of its body; 304 without a body when If-None-Match names it. */
export function conditionalJson(request: RequestHead, data: unknown, shared: boolean): Response {
  const body = JSON.stringify(data);
  const etag = bodyEtag(body);
  const headers = jsonReadHeaders(etag, shared);
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "Content-Type": JSON_TYPE } });
}

/** The ETag of an answer's body (the same for its text and that text's UTF-8 bytes). */
export function bodyEtag(body: string | Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url")}"`;
}

/** Whether an If-None-Match header names `etag` (weak or strong). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  return ifNoneMatch !== null && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

const cacheControl = (shared: boolean) => (shared ? "public, max-age=0, must-revalidate" : "private, no-store");

/** The headers of a paste read's JSON (both its 200 and its 304), but for its Content-Type. */
export function jsonReadHeaders(etag: string, shared: boolean): Record<string, string> {
  return { ETag: etag, "Cache-Control": cacheControl(shared), Vary: "Authorization, Cookie, Encryption-Key" };
}

/** The headers of a pasty's raw text (both its 200 and its 304). */
export function rawTextHeaders(etag: string, shared: boolean): Record<string, string> {
  return {
    ETag: etag,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": cacheControl(shared),
    Vary: "Authorization, Cookie",
    "X-Content-Type-Options": "nosniff",
  };
}

/** The headers of an image of a pasty's code (both its 200 and its 304), but for its type. */
export function imageHeaders(etag: string, shared: boolean): Record<string, string> {
  return { ETag: etag, "Cache-Control": cacheControl(shared), Vary: "Authorization, Cookie", "X-Content-Type-Options": "nosniff" };
}

/** A paste's zip as a download, never cached (it may hold a private or decrypted paste). */
export function zipDownload(zip: ZipFile): Response {
  return new Response(zip.bytes, { headers: zipHeaders(zip) });
}

/** The headers of a paste's zip (zipDownload). */
export function zipHeaders(zip: ZipFile): Record<string, string> {
  return {
    "Content-Type": "application/zip",
    "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(zip.fileName)}`,
    "Cache-Control": "private, no-store",
  };
}

/** A pasty's text as `text/plain`, conditional and cacheable like the JSON reads. */
export function rawText(request: RequestHead, content: string, shared: boolean): Response {
  const etag = bodyEtag(content);
  const headers = rawTextHeaders(etag, shared);
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(content, { headers });
}

/**
 * The v3 answer of a write: the paste with its secret warnings in the body, and a header when
 * the scan could not be done in time (lib/secrets/headers.ts).
 */
export function writtenPasteResponse({ scanned, ...body }: WrittenPaste, init: { status?: number; location?: string } = {}): Response {
  const headers = secretScanHeaders({ warnings: body.warnings, warningCounts: body.warningCounts, scanned }, false);
  if (init.location) headers.Location = init.location;
  return json(body, { status: init.status ?? 200, headers });
}
