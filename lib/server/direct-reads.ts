import type { Caller } from "../auth/caller";
import type { RequestHead } from "../http/request-head";
import { JSON_TYPE } from "../http/responses";
import { readLegacyPaste } from "../legacy/pastes";
import { bodyEtag, encryptionKey, isSharedAnswer, jsonReadHeaders, matchesEtag, rawTextHeaders, readIntentOf } from "../pastes/http";
import { readRawPasty } from "../pastes/raw";
import { readPaste } from "../pastes/reads";
import type { SharedPaste } from "../pastes/shared";
import type { ReadBodyCache, ReadPaste } from "./read-body-cache";

// The reads the server answers itself (direct-routes.ts), each what its route handler answers —
// app/api/v3/pastes/[pasteId], app/paste/[id] (and /api/v2/paste/[id], the same module),
// app/raw/[pasteId]/[pastyId] — through the same lib/ functions, without web Request or
// Response objects, and with the bodies of answers anyone but a paste's owner gets kept
// (read-body-cache.ts). direct-routes.test.ts holds each to its handler's answers.

/** An answer, as the server sends it. */
export interface DirectAnswer {
  status: number;
  headers: Record<string, string>;
  /** Null: no body (a 304). */
  body: Buffer | string | null;
  /** Set when everyone is answered alike for this paste (shared-answer.ts). */
  shared?: SharedPaste;
}

export interface ReadContext {
  request: RequestHead;
  params: Record<string, string>;
  /** The caller, resolved on first use (lib/auth/resolve-caller.ts). */
  caller: () => Promise<Caller>;
  /** Off when undefined. */
  cache: ReadBodyCache | undefined;
}

/** A body that may be kept, and the paste it shows. */
type Read = { body: Buffer; etag: string; paste: ReadPaste };

/**
 * What a read answers with, whether shared caches may keep it (isSharedAnswer), and the paste
 * when the reader is anonymous and everyone is answered alike.
 */
type Answer = { body: Buffer; etag: string; shared: boolean; sharedPaste?: SharedPaste };

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
  context: ReadContext,
  key: string,
  encryptionKey: string | null,
  read: (caller: Caller) => Promise<Read>,
): Promise<Answer> {
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
  answer: Answer,
  headers: Record<string, string>,
  bodyHeaders: Record<string, string> = {},
): DirectAnswer {
  if (matchesEtag(request.headers.get("if-none-match"), answer.etag)) return { status: 304, headers, body: null };
  return { status: 200, headers: { ...headers, ...bodyHeaders }, body: answer.body, shared: answer.sharedPaste };
}

/** GET /api/v3/pastes/:pasteId (app/api/v3/pastes/[pasteId]/route.ts). */
export async function readPasteV3(context: ReadContext): Promise<DirectAnswer> {
  const { request, params } = context;
  const key = encryptionKey(request, params.pasteId);
  const answer = await cachedRead(context, `v3:${params.pasteId}`, key, async (caller) => {
    const paste = await readPaste(caller, params.pasteId!, key, readIntentOf(request));
    const body = JSON.stringify(paste);
    return { body: Buffer.from(body), etag: bodyEtag(body), paste };
  });
  return conditional(request, answer, jsonReadHeaders(answer.etag, answer.shared), { "Content-Type": JSON_TYPE });
}

/** GET /paste/:id and /api/v2/paste/:id (app/paste/[id]/route.ts): no key, no ETag. */
export async function readPasteLegacy(context: ReadContext): Promise<DirectAnswer> {
  const { request, params } = context;
  const answer = await cachedRead(context, `legacy:${params.id}`, null, async (caller) => {
    const { legacy, paste } = await readLegacyPaste(caller, params.id!, readIntentOf(request));
    return { body: Buffer.from(JSON.stringify(legacy)), etag: "", paste };
  });
  return { status: 200, headers: { "Content-Type": JSON_TYPE }, body: answer.body, shared: answer.sharedPaste };
}

/** GET /raw/:pasteId/:pastyId (app/raw/[pasteId]/[pastyId]/route.ts). */
export async function readRaw(context: ReadContext): Promise<DirectAnswer> {
  const { request, params } = context;
  const key = encryptionKey(request, params.pasteId);
  const answer = await cachedRead(context, `raw:${params.pasteId}:${params.pastyId}`, key, async (caller) => {
    const ids = { pasteId: params.pasteId!, pastyId: params.pastyId! };
    const { content, paste } = await readRawPasty(caller, ids, key, readIntentOf(request));
    return { body: Buffer.from(content), etag: bodyEtag(content), paste };
  });
  return conditional(request, answer, rawTextHeaders(answer.etag, answer.shared));
}
