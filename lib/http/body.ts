import { AppError, badRequest } from "../core/errors";

/**
 * Reads a request body, refusing it with 413 as soon as it is known to be larger than `maxBytes`
 * (from Content-Length, or while streaming) so an oversized body is never buffered.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder("utf-8", { fatal: false }).decode(await readBodyBytes(request, maxBytes));
}

/**
 * Reads a JSON body. With `requireJsonType` (the v3 API) it must also say so: Content-Type
 * application/json or a +json type, UTF-8 if it names a charset, else 415; otherwise a form
 * post or a text/plain body another site's page can send without a preflight would be read as
 * JSON. The older interfaces keep accepting what their clients send.
 */
export async function readJsonBody(request: Request, maxBytes: number, { requireJsonType = false } = {}): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
  if (text.trim() === "") throw badRequest("A JSON request body is required.");
  if (requireJsonType && !isJsonContentType(request.headers.get("content-type"))) {
    throw new AppError("unsupported_media_type", "The request body must be JSON sent as Content-Type: application/json (UTF-8).");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  // Only a \uD800-style escape can carry half a surrogate pair (decoded UTF-8 never does).
  return /\\u[dD][89a-fA-F]/.test(text) ? withWellFormedStrings(parsed) : parsed;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, "\uFFFD");

/**
 * Replaces lone surrogates in every string and key by U+FFFD at the door, as storing the text
 * would (PostgreSQL keeps UTF-8), so what is answered is what was stored. Iterative: a deeply
 * nested body cannot exhaust the stack.
 */
function withWellFormedStrings(value: unknown): unknown {
  const root: Record<string, unknown> = { value };
  const pending: Record<string, unknown>[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (typeof child === "string") node[key] = wellFormed(child);
      else if (child !== null && typeof child === "object") pending.push(child as Record<string, unknown>);
      const mended = wellFormed(key);
      if (mended !== key) {
        node[mended] = node[key];
        delete node[key];
      }
    }
  }
  return root.value;
}

/** `application/json` or `application/<anything>+json`, with at most a UTF-8 charset. */
export function isJsonContentType(header: string | null): boolean {
  const [mediaType = "", ...parameters] = (header ?? "").split(";").map((part) => part.trim().toLowerCase());
  if (!/^application\/(?:[\w.-]+\+)?json$/.test(mediaType)) return false;
  return parameters.every((parameter) => !parameter.startsWith("charset=") || /^charset="?utf-8"?$/.test(parameter));
}

function tooLarge(maxBytes: number): AppError {
  return new AppError("payload_too_large", `The request body is larger than ${maxBytes} bytes.`);
}

/**
 * The fields of an HTML-form body (urlencoded or multipart, text fields only) or of a JSON
 * object, for the oldest API whose clients send either.
 */
export async function readFieldsBody(request: Request, maxBytes: number): Promise<unknown> {
  const contentType = request.headers.get("content-type") ?? "";
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    return Object.fromEntries(new URLSearchParams(await readBodyText(request, maxBytes)));
  }
  if (/^multipart\/form-data\b/i.test(contentType)) {
    const form = await readMultipartBody(request, maxBytes);
    return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  }
  return readJsonBody(request, maxBytes);
}

/** A multipart/form-data body read within `maxBytes` and parsed; 400 when it does not parse. */
export async function readMultipartBody(request: Request, maxBytes: number): Promise<FormData> {
  const bytes = await readBodyBytes(request, maxBytes);
  const headers = { "Content-Type": request.headers.get("content-type") ?? "" };
  try {
    return await new Response(new Uint8Array(bytes), { headers }).formData();
  } catch {
    throw badRequest("The multipart/form-data body could not be parsed.");
  }
}
