import type { Caller } from "../auth/caller";
import type { RequestHead } from "../http/request-head";
import { JSON_TYPE } from "../http/responses";
import { legacyIdParamsSchema, readLegacyPaste } from "../legacy/pastes";
import {
  bodyEtag,
  encryptionKey,
  isSharedAnswer,
  jsonReadHeaders,
  matchesEtag,
  rawTextHeaders,
  readIntentOf,
  zipHeaders,
} from "../pastes/http";
import { readRawPasty } from "../pastes/raw";
import { readPaste } from "../pastes/reads";
import { pasteIdParamsSchema, rawParamsSchema } from "../pastes/schema";
import type { SharedPaste } from "../pastes/shared";
import type { Answer } from "./answer";
import { type ReadContext, read } from "./read";
import type { ReadPaste } from "./read-body-cache";

// The API's hottest reads, each the one answer of its route (read.ts): GET /api/v3/pastes/:id
// (and its .zip), /paste/:id and /api/v2/paste/:id, /raw/:pasteId/:pastyId[/:historyId]. Both
// the server (lib/server/direct-routes.ts) and the route handlers send them; the server also
// hands them the bodies it keeps of answers anyone but a paste's owner gets (read-body-cache.ts).

/** A body read anew, which may be kept, and the paste it shows. */
type FreshBody = { body: Buffer<ArrayBuffer>; etag: string; paste: ReadPaste };

/**
 * What a read answers with, whether shared caches may keep it (isSharedAnswer), and the paste
 * when the reader is anonymous and everyone is answered alike.
 */
type ReadBody = { body: Buffer<ArrayBuffer>; etag: string; shared: boolean; sharedPaste?: SharedPaste };

/**
 * The paste of an anonymous reader's answer when anyone would get the same (findSharedPaste's
 * rule: a 200 to anonymous is already live, public, not quarantined and, without a key, not
 * encrypted). These answers name the owner only (no commenters), so the owner's changes are
 * the users' that make them stale.
 */
function sharedAlike(caller: Caller, paste: Omit<ReadPaste, "deletesAt">, deletesAt: Date | null): SharedPaste | undefined {
  if (caller.kind !== "anonymous" || paste.private || paste.burnAfterRead) return undefined;
  return { userIds: paste.ownerId ? [paste.ownerId] : [], deletesAt };
}

/**
 * The kept body for `key` when the caller gets exactly it, else `read`'s (kept when it may be);
 * the caller is resolved first, as the route handlers do.
 */
async function cachedRead(
  context: ReadContext<unknown>,
  key: string,
  encryptionKey: string | null,
  read: (caller: Caller) => Promise<FreshBody>,
): Promise<ReadBody> {
  const caller = await context.caller();
  const kept = context.cache?.servable(key, caller, encryptionKey);
  // Kept bodies are of public pastes that no read consumes.
  if (kept) {
    const paste = { id: kept.pasteId, ownerId: kept.ownerId, private: false, burnAfterRead: false };
    const deletesAt = kept.deletesAt === null ? null : new Date(kept.deletesAt);
    return {
      body: kept.body,
      etag: kept.etag,
      shared: isSharedAnswer(caller, paste, encryptionKey),
      sharedPaste: sharedAlike(caller, paste, deletesAt),
    };
  }
  const since = context.cache?.begin() ?? 0;
  const { body, etag, paste } = await read(caller);
  context.cache?.keep(key, since, paste, caller, encryptionKey, body, etag);
  const deletesAt = paste.deletesAt === null ? null : new Date(paste.deletesAt);
  return { body, etag, shared: isSharedAnswer(caller, paste, encryptionKey), sharedPaste: sharedAlike(caller, paste, deletesAt) };
}

/** 304 without a body when If-None-Match names the ETag, else the body. */
function conditional(
  request: RequestHead,
  answer: ReadBody,
  headers: Record<string, string>,
  bodyHeaders: Record<string, string> = {},
): Answer {
  if (matchesEtag(request.headers.get("if-none-match"), answer.etag)) return { status: 304, headers, body: null };
  return { status: 200, headers: { ...headers, ...bodyHeaders }, body: answer.body, shared: answer.sharedPaste };
}

// Next.js cannot hold `[pasteId].zip` beside `[pasteId]`, so GET /pastes/:id.zip arrives here.
const ZIP_SUFFIX = ".zip";

/** GET /api/v3/pastes/:pasteId (app/api/v3/pastes/[pasteId]/route.ts); HEAD only checks (lib/pastes/burn.ts). */
export const readPasteV3 = read({ errors: "v3", params: pasteIdParamsSchema }, async (context) => {
  const { request, params } = context;
  if (params.pasteId.endsWith(ZIP_SUFFIX)) return readPasteZip(context, params.pasteId.slice(0, -ZIP_SUFFIX.length));
  const key = encryptionKey(request, params.pasteId);
  const answer = await cachedRead(context, `v3:${params.pasteId}`, key, async (caller) => {
    const paste = await readPaste(caller, params.pasteId, key, readIntentOf(request));
    const body = JSON.stringify(paste);
    return { body: Buffer.from(body), etag: bodyEtag(body), paste };
  });
  return conditional(request, answer, jsonReadHeaders(answer.etag, answer.shared), { "Content-Type": JSON_TYPE });
});

/** GET /api/v3/pastes/:pasteId.zip: a download, made anew every time (never kept). */
async function readPasteZip({ request, caller }: ReadContext<unknown>, pasteId: string): Promise<Answer> {
  // Loaded on the first download, not with the hot reads above.
  const { buildPasteZip } = await import("../pastes/zip");
  const zip = await buildPasteZip(await caller(), pasteId, encryptionKey(request, pasteId), readIntentOf(request));
  return { status: 200, headers: zipHeaders(zip), body: zip.bytes };
}

/** GET /paste/:id and /api/v2/paste/:id (app/paste/[id]/route.ts): no key, no ETag. */
export const readPasteLegacy = read({ errors: "legacy", params: legacyIdParamsSchema }, async (context) => {
  const { request, params } = context;
  const answer = await cachedRead(context, `legacy:${params.id}`, null, async (caller) => {
    const { legacy, paste } = await readLegacyPaste(caller, params.id, readIntentOf(request));
    return { body: Buffer.from(JSON.stringify(legacy)), etag: "", paste };
  });
  return { status: 200, headers: { "Content-Type": JSON_TYPE }, body: answer.body, shared: answer.sharedPaste };
});

/** GET /raw/:pasteId/:pastyId[/:historyId] (app/raw/[pasteId]/[pastyId]/route.ts). */
export const readRaw = read({ errors: "v3", params: rawParamsSchema }, async (context) => {
  const { request, params } = context;
  const key = encryptionKey(request, params.pasteId);
  const version = params.historyId === undefined ? "" : `:${params.historyId}`;
  const answer = await cachedRead(context, `raw:${params.pasteId}:${params.pastyId}${version}`, key, async (caller) => {
    const { content, paste } = await readRawPasty(caller, params, key, readIntentOf(request));
    // Hashed as the bytes sent: the text is encoded to UTF-8 once, not again for its hash.
    const body = Buffer.from(content);
    return { body, etag: bodyEtag(body), paste };
  });
  return conditional(request, answer, rawTextHeaders(answer.etag, answer.shared));
});
