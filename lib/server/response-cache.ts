import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { type Change, onChange } from "../changes/announce";
import { ChangeLedger } from "../changes/change-ledger";
import { BoundedCache } from "../highlight/bounded-cache";
import { verifyAccessToken } from "../auth/tokens";
import { keptBytes } from "../core/kept-bytes";
import { presentedCredential } from "../http/bearer";
import { countCacheLookup } from "../metrics/record";
import { requestOrigin } from "../http/public-url";
import { findSharedPaste, type SharedPaste } from "../pastes/shared";
import { acceptsGzip, addVary } from "./content-coding";
import { NoncedPage } from "./nonced-page";
import { decodeEntry, encodeEntry, type Entry, weightOf } from "./response-cache-entry";
import { Doorkeeper } from "./doorkeeper";
import type { DiskTier } from "./response-cache-disk";
import { requestNonce } from "./security-headers";
import { env } from "../core/env";
import { LOCALE_COOKIE, resolveLocale } from "../i18n/negotiate";
import { readCookie } from "../auth/cookies";
import { PAGE_VARIANT_HEADER, pageVariantFromHeader } from "../settings/page-variant";
import { hasSharedPageReader, readmitAsItself, ROUTER_HEADERS, sharedPageReaderScript } from "./viewer-pages";

// The response cache of the custom server: anonymous reads of public pastes (the paste page, its
// embed, raw text, the v3/v2/older JSON reads) answered from memory, before Next.js renders.
//
// Correctness first:
// - Only requests that carry nothing that could change the answer are served or stored: no
//   Authorization or Encryption-Key header, none of our cookies (session, settings, unlock keys,
//   the dismissed banner), no React Server Components navigation. One exception is served, never
//   stored: a v3 read with a valid access token that may read pastes, of a user the answer does
//   not name (not the owner, who also sees the tags; no commenter) and not an admin, gets what
//   an anonymous reader gets (lib/pastes/dto.ts) — the token checked as the API checks it.
// - Answers are kept per address asked for (scheme and host, lib/http/public-url.ts): whatever
//   Host a client sends, what it gets is never served to a client that asked for another.
// - Pages are kept per language (lib/i18n/negotiate.ts, the same answer the page was rendered
//   by): a page in one language is never served to a reader of another, and only the languages
//   readers ask for are rendered and kept.
// - Only answers for pastes that everyone gets the same way are stored: the database is asked
//   after the answer (live, public, not encrypted), and an answer is dropped when any change to
//   its paste (or its owner, or everything) was announced while it was being made.
// - Every announced change (lib/changes/announce.ts, from this process or, through NOTIFY, any
//   other instance) removes what it touches at once; entries also end with their paste's expiry
//   and after RESPONSE_CACHE_TTL_SECONDS (an announcement banner ageing out; relative times on a
//   kept page are brought up to date in the browser: components/ui/relative-times-refresher.tsx).
// - A page's Content-Security-Policy nonce is fresh on every answer: the stored page's nonce is
//   replaced by the one this request's policy carries.
// - Memory is the first tier; with a DiskTier (response-cache-disk.ts) kept answers are also
//   written to DATA_DIR, which holds the long tail memory cannot, under the same rules: the same
//   changes forget it, and an answer found there goes back into memory. A page is written at
//   once (it costs a render to make again); a data answer (JSON, raw text) when it is made for
//   the second time (doorkeeper.ts): most long-tail answers are read once, and a file write for
//   each cost those reads a quarter of their speed (docs/develop/benchmarks.md).

type Kind = "page" | "data";

/** Paths whose answers may be kept, with the paste they show. Ids are 8 lowercase characters. */
const CACHEABLE_PATHS: { pattern: RegExp; kind: Kind }[] = [
  { pattern: /^\/([a-z0-9]{8})$/, kind: "page" },
  { pattern: /^\/([a-z0-9]{8})\/embed$/, kind: "page" },
  { pattern: /^\/([a-z0-9]{8})\/qr$/, kind: "page" },
  { pattern: /^\/raw\/([a-z0-9]{8})\/[a-z0-9]{8}$/, kind: "data" },
  { pattern: /^\/api\/v3\/pastes\/([a-z0-9]{8})(?:\/(?:stats|langs))?$/, kind: "data" },
  { pattern: /^\/api\/v2\/paste\/([a-z0-9]{8})$/, kind: "data" },
  { pattern: /^\/paste\/([a-z0-9]{8})$/, kind: "data" },
];

/** Cookies of ours that change a page (session, settings, unlock keys, dismissed banner). */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Host-|__Secure-)?(?:myst_|next-auth)/;
/** Headers of an answer that belong to that one answer, not to the stored one. */
const PER_ANSWER_HEADERS = new Set([
  "x-request-id",
  "content-length",
  "content-security-policy",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-encoding",
  "x-cache",
  // One client's rate-limit budget, not the answer's.
  "ratelimit-limit",
  "ratelimit-remaining",
  "ratelimit-reset",
  "ratelimit-policy",
  "retry-after",
]);
const CACHEABLE_TYPE = /^(text\/html|application\/json|text\/plain)/;

interface Candidate {
  key: string;
  pasteId: string;
  kind: Kind;
  /** The access token the request presents: it may be served an anonymous answer, never stored. */
  token?: string;
}

/**
 * Whether the holder of `token` reads `entry` as anyone does: a valid token with `paste:read`
 * (lib/pastes/access.ts), of a user the answer does not name, who is not an admin. Anything else
 * — an invalid, expired or revoked token included — is for the route to answer.
 */
async function readsAsAnyone(token: string, entry: Entry): Promise<boolean> {
  const verified = await verifyAccessToken(token).catch(() => null);
  if (!verified || !verified.scopes.has("paste:read")) return false;
  return !verified.user.isAdmin && !entry.userIds.includes(verified.user.id);
}

export interface ResponseCacheOptions {
  maxBytes: number;
  ttlSeconds: number;
  /** The second tier on disk; none when undefined. */
  disk?: DiskTier;
}

export class ResponseCache {
  private readonly entries: BoundedCache<Entry>;
  /** Which changes came in while an answer was being made (such an answer is not kept). */
  private readonly changes = new ChangeLedger();
  /** Answers being made on a miss, by key: the readers who miss meanwhile wait for them. */
  private readonly making = new Map<string, Promise<void>>();
  /** Complete answers being checked before they are stored, by key. */
  private readonly storing = new Map<string, Promise<void>>();
  /** Which data answers were made before: those go to disk too. */
  private readonly madeBefore = new Doorkeeper();
  readonly stopListening: () => void;

  constructor(private readonly options: ResponseCacheOptions) {
    this.entries = new BoundedCache({ maxWeight: options.maxBytes });
    this.stopListening = onChange((change) => this.forget(change));
  }

  /**
   * Answers the request from the cache when it can (true), else arranges for its answer to be
   * stored if it qualifies (false: the caller lets Next.js answer). The caller hands `capture`'s
   * store the answer's body, and the paste when its answer says everyone is shown it alike.
   */
  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    capture: (store: (body: Buffer, shared?: SharedPaste) => void) => void,
  ): Promise<boolean> {
    const candidate = this.candidate(req);
    if (!candidate) return false;
    // The same answer may be on its way into the cache: being made for another reader (a burst
    // of readers of a page nobody kept costs one render, not one each), or complete and its paste
    // being checked (a read sent after that answer arrived must find it stored).
    await this.making.get(candidate.key);
    await this.storing.get(candidate.key);
    const entry = await this.lookUp(candidate.key);
    if (candidate.token !== undefined) {
      if (!entry || entry.expiresAt <= Date.now() || !(await readsAsAnyone(candidate.token, entry))) return false;
      res.setHeader("X-Cache", "HIT");
      this.serve(req, res, entry);
      return true;
    }
    if (entry && entry.expiresAt > Date.now()) {
      if (hasSharedPageReader(req) && !entry.page?.hasReaderHole) {
        readmitAsItself(req);
        return false;
      }
      res.setHeader("X-Cache", "HIT");
      this.serve(req, res, entry);
      return true;
    }
    if (req.method !== "GET") return false;
    res.setHeader("X-Cache", "MISS");
    const startedAt = this.changes.mark();
    const made = this.beginMaking(candidate.key, res);
    capture((body, shared) => {
      const storing = this.store(candidate, req, res, body, startedAt, shared).catch(() => {});
      this.storing.set(candidate.key, storing);
      void storing.then(() => {
        if (this.storing.get(candidate.key) === storing) this.storing.delete(candidate.key);
      });
      made(storing);
    });
    return false;
  }

  /**
   * Marks `key` as being made by this miss until its answer is stored (or found not to qualify)
   * or, when it never reaches the store (an error, a status not kept), until its response
   * closes. The readers waiting then look again and, finding nothing, make it themselves. A
   * second maker of the same key (after a first that kept nothing) waits for nobody.
   */
  private beginMaking(key: string, res: ServerResponse): (storing: Promise<void>) => void {
    if (this.making.has(key)) return () => {};
    let finished!: () => void;
    const making = new Promise<void>((resolve) => (finished = resolve));
    const end = () => {
      if (this.making.get(key) === making) this.making.delete(key);
      finished();
    };
    this.making.set(key, making);
    res.once("close", end);
    return (storing) => void storing.then(end);
  }

  /** What a change makes stale: gone at once, and answers being made across it are not kept. */
  forget(change: Change): void {
    const id = this.changes.record(change);
    if (id === null) {
      for (const [key] of [...this.entries.values()]) this.entries.delete(key);
      this.options.disk?.forget(() => true);
      return;
    }
    for (const [key, entry] of [...this.entries.values()]) {
      if (entry.pasteId === id || entry.userIds.includes(id)) this.entries.delete(key);
    }
    this.options.disk?.forget((stored) => stored.pasteId === id || stored.userIds.includes(id));
  }

  get size(): number {
    return this.entries.size;
  }

  private candidate(req: IncomingMessage): Candidate | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const headers = req.headers;
    if (headers["encryption-key"] !== undefined) return null;
    const token = headers.authorization?.trim() ? presentedCredential(headers.authorization) : undefined;
    if (token !== undefined && !req.url?.startsWith("/api/v3/")) return null;
    if (headers.cookie && PERSONAL_COOKIE.test(headers.cookie)) return null;
    if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
    const url = req.url ?? "/";
    const [path = "/", query = ""] = url.split("?", 2);
    if (/(?:^|&)_rsc=/.test(query)) return null;
    for (const { pattern, kind } of CACHEABLE_PATHS) {
      const match = pattern.exec(path);
      if (!match) continue;
      // By the address asked for too: an answer may one day carry a URL made from it. A page by
      // the settings variant it was rendered for (viewer-pages.ts; never a client's), and by
      // its language.
      const variant = headers[PAGE_VARIANT_HEADER];
      const page = kind === "page" ? ` ${pageLocaleOf(headers)}${typeof variant === "string" ? ` ${variant}` : ""}` : "";
      return { key: `${requestOrigin(headers)}${url}${page}`, pasteId: match[1]!, kind, token };
    }
    return null;
  }

  private serve(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    const etag = entry.headers.find(([name]) => name === "etag")?.[1];
    const wanted = req.headers["if-none-match"];
    // A browser's copy of a page with a reader's script in it may be someone else's (signed out since).
    const personal = hasSharedPageReader(req);
    if (
      !personal &&
      typeof etag === "string" &&
      typeof wanted === "string" &&
      wanted.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)
    ) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = entry.status;
    const nonce = entry.page && requestNonce(req);
    const gzip = acceptsGzip(req.headers["accept-encoding"]) && entry.body.length > 1024;
    let body: Buffer;
    if (entry.page && nonce) {
      const reader = sharedPageReaderScript(req, nonce);
      body = gzip ? entry.page.gzip(nonce, reader) : entry.page.plain(nonce, reader);
    } else body = gzip ? (entry.gzip ??= keptBytes([gzipSync(entry.body)])) : entry.body;
    if (gzip) {
      res.setHeader("Content-Encoding", "gzip");
      addVary(res, "Accept-Encoding");
    }
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Keeps a complete answer if its paste is shown alike to everyone: as its answer said
   * (`known`, what the server's own reads learnt), else as the database says (one statement).
   */
  private async store(
    candidate: Candidate,
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    startedAt: number,
    known: SharedPaste | undefined,
  ): Promise<void> {
    if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return;
    if (!CACHEABLE_TYPE.test(String(res.getHeader("content-type") ?? ""))) return;
    const shared = known ?? (await findSharedPaste(candidate.pasteId).catch(() => null));
    if (!shared || this.changedSince(startedAt, { pasteId: candidate.pasteId, userIds: shared.userIds })) return;
    const headers: Entry["headers"] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !PER_ANSWER_HEADERS.has(name)) headers.push([name, value]);
    }
    const ttl = Date.now() + this.options.ttlSeconds * 1000;
    const nonce = candidate.kind === "page" ? requestNonce(req) : null;
    const page = nonce ? NoncedPage.of(body, nonce) : null;
    // Kept as the one allocation its file on disk is made of (lib/core/kept-bytes.ts): the
    // captured body and the page's pieces are views of buffers shared with other answers.
    const encoded = encodeEntry({ status: 200, headers, body, page });
    const entry = decodeEntry(encoded, {
      pasteId: candidate.pasteId,
      userIds: shared.userIds,
      expiresAt: shared.deletesAt ? Math.min(ttl, shared.deletesAt.getTime()) : ttl,
    });
    this.entries.set(candidate.key, entry, weightOf(entry));
    if (candidate.kind === "data" && !this.madeBefore.seenBefore(candidate.key)) return;
    await this.options.disk?.put(candidate.key, entry, encoded, () => !this.changedSince(startedAt, entry));
  }

  /** Whether a change to what `entry` shows was announced after `startedAt`. */
  private changedSince(startedAt: number, entry: Pick<Entry, "pasteId" | "userIds">): boolean {
    return this.changes.changedSince(startedAt, [entry.pasteId, ...entry.userIds]);
  }

  /** An answer of the disk tier, put back into memory. */
  private async lookUp(key: string): Promise<Entry | undefined> {
    const kept = this.entries.get(key);
    countCacheLookup("response", kept !== undefined);
    if (kept || !this.options.disk) return kept;
    const fromDisk = await this.fromDisk(this.options.disk, key);
    countCacheLookup("response-disk", fromDisk !== undefined);
    return fromDisk;
  }

  private async fromDisk(disk: DiskTier, key: string): Promise<Entry | undefined> {
    const stored = await disk.get(key);
    if (!stored) return undefined;
    const entry = decodeEntry(stored.data, stored.meta);
    this.entries.set(key, entry, weightOf(entry));
    return entry;
  }
}

/** The language a page for these headers is rendered in (lib/settings/page-locale.ts decides it alike). */
function pageLocaleOf(headers: IncomingMessage["headers"]): string {
  const variant = headers[PAGE_VARIANT_HEADER];
  return resolveLocale({
    setting: pageVariantFromHeader(typeof variant === "string" ? variant : null)?.language,
    cookie: readCookie(headers.cookie ?? null, LOCALE_COOKIE),
    acceptLanguage: headers["accept-language"],
    pseudo: env().PSEUDO_LOCALE,
  });
}
