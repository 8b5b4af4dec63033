import { createHash } from "node:crypto";
import type { Caller } from "../auth/caller";
import { json } from "../http/responses";
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
export function encryptionKey(request: Request, pasteId?: string): string | null {
  return request.headers.get(ENCRYPTION_KEY_HEADER) ?? (pasteId ? unlockKeyOf(request, pasteId) : null);
}

/**
 * May shared caches keep this answer? Only what anyone would get: an anonymous caller reading a
 * public paste without a key (owners see tags, keys unlock encrypted content).
 */
export function isSharedAnswer(
  caller: Caller,
  paste: { private: boolean; burnAfterRead: boolean },
  key: string | null,
): boolean {
  return caller.kind === "anonymous" && !paste.private && !paste.burnAfterRead && key === null;
}

/** A HEAD request only asks whether the content is there: it never consumes a paste (burn.ts). */
export function readIntentOf(request: Request): ReadIntent {
  return request.method === "HEAD" ? "peek" : "open";
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
  if (matchesEtag(request, etag)) return new Response(null, { status: 304, headers });
  return json(data, { headers });
}

function matchesEtag(request: Request, etag: string): boolean {
  const wanted = request.headers.get("if-none-match");
  return wanted !== null && wanted.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** A paste's zip as a download, never cached (it may hold a private or decrypted paste). */
export function zipDownload(zip: ZipFile): Response {
  return new Response(zip.bytes, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(zip.fileName)}`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** A pasty's text as `text/plain`, conditional and cacheable like the JSON reads. */
export function rawText(request: Request, content: string, shared: boolean): Response {
  const etag = `"${createHash("sha256").update(content).digest("base64url")}"`;
  const headers = {
    ETag: etag,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": shared ? "public, max-age=0, must-revalidate" : "private, no-store",
    Vary: "Authorization, Cookie",
    "X-Content-Type-Options": "nosniff",
  };
  if (matchesEtag(request, etag)) return new Response(null, { status: 304, headers });
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
