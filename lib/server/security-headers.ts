import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { processSingleton } from "../core/process-state";

// Security headers for every answer, set by the custom server before Next.js handles the
// request. Pages get a Content-Security-Policy with a fresh nonce: Next.js reads the nonce from
// the *request's* content-security-policy header and puts it on every <script> it renders, so
// the policy is written into the request as well as the response.

export interface SecurityHeaderOptions {
  /** The service is reached over https (PUBLIC_URL): browsers are told to stay on https. */
  https: boolean;
  /** Development server: hot reload evaluates code. */
  dev: boolean;
}

/** `/<paste id>/embed` is made to be framed by other sites. */
const EMBED_PATH = /^\/[^/]+\/embed\/?$/;
/** The one page under /api/ (app/(site)/api/docs). */
const API_DOCS_PATH = "/api/docs";
/** Answers that are users' text or JSON, never a page: raw pasties and the unversioned API. */
const USER_TEXT_PATH = /^\/(?:raw|paste)\//;
/**
 * Their policy: nothing runs, nothing loads, and a browser that opens one treats it as a document
 * of no origin. It needs no nonce, so none is drawn for these hot reads.
 */
const USER_TEXT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function contentSecurityPolicy(nonce: string, options: { embeddable: boolean; dev: boolean }): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic': scripts loaded by a nonced script (Next's chunks) are trusted too;
    // 'self' only matters to old browsers that ignore it. 'wasm-unsafe-eval' lets those scripts
    // compile WebAssembly (Argon2id of end-to-end encrypted pastes, lib/end-to-end/passphrase.ts) and
    // nothing else: JavaScript's eval and new Function stay refused.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'${options.dev ? " 'unsafe-eval'" : ""}`,
    // CodeMirror injects <style> elements at run time (style-mod) and React renders style
    // attributes; neither can carry a nonce, and styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${options.embeddable ? "*" : "'none'"}`,
  ].join("; ");
}

/** Random bytes for nonces, drawn 4 KiB at a time: a draw per answer cost a cached page a twentieth of its time. */
const noncePool = processSingleton("noncePool", () => ({ bytes: Buffer.alloc(0), offset: 0 }));
const NONCE_BYTES = 16;

/** 16 bytes never handed out before, base64. */
function freshNonce(): string {
  if (noncePool.offset + NONCE_BYTES > noncePool.bytes.length) {
    noncePool.bytes = randomBytes(256 * NONCE_BYTES);
    noncePool.offset = 0;
  }
  const nonce = noncePool.bytes.toString("base64", noncePool.offset, noncePool.offset + NONCE_BYTES);
  noncePool.offset += NONCE_BYTES;
  return nonce;
}

export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, options: SecurityHeaderOptions): void {
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  const embeddable = EMBED_PATH.test(path);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!embeddable) res.setHeader("X-Frame-Options", "DENY");
  if (options.https) res.setHeader("Strict-Transport-Security", "max-age=31536000");

  // Never let a client choose the nonce.
  delete req.headers["content-security-policy"];
  delete req.headers["content-security-policy-report-only"];
  // JSON and build assets are not documents: no policy needed. The API reference is a page.
  if ((path.startsWith("/api/") && path !== API_DOCS_PATH) || path.startsWith("/_next/static/")) return;
  if (USER_TEXT_PATH.test(path)) {
    res.setHeader("Content-Security-Policy", USER_TEXT_POLICY);
    return;
  }
  const policy = contentSecurityPolicy(freshNonce(), { embeddable, dev: options.dev });
  req.headers["content-security-policy"] = policy;
  res.setHeader("Content-Security-Policy", policy);
}

/** The nonce of the policy applySecurityHeaders gave this request; null when it gave none. */
export function requestNonce(req: IncomingMessage): string | null {
  return /'nonce-([^']+)'/.exec(String(req.headers["content-security-policy"] ?? ""))?.[1] ?? null;
}
