import { AppError, badRequest } from "../errors";

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

export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
  if (text.trim() === "") throw badRequest("A JSON request body is required.");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
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
    const bytes = await readBodyBytes(request, maxBytes);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(bytes), { headers: { "Content-Type": contentType } }).formData();
    } catch {
      throw badRequest("The multipart/form-data body could not be parsed.");
    }
    return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  }
  return readJsonBody(request, maxBytes);
}
