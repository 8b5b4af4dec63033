import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * Holds back the body of an answer that `wanted` picks (by its headers, once they are known),
 * and sends `finish(body)` in its place with a Content-Length, instead of streaming it. Answers
 * not picked pass through untouched. Used for the pages, whose rendered code is filled in after
 * React (lib/render/slots.ts) and which the response cache keeps.
 */
export function captureBody(
  res: ServerResponse,
  wanted: (res: ServerResponse) => boolean,
  finish: (body: Buffer, res: ServerResponse) => Buffer,
): void {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  let capturing: boolean | undefined;
  let headDeferred = false;
  const chunks: Buffer[] = [];

  const decide = () => {
    capturing ??= wanted(res);
    return capturing;
  };
  const toBuffer = (chunk: unknown, encoding: unknown): Buffer => {
    if (Buffer.isBuffer(chunk)) return chunk;
    if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    return Buffer.from(chunk as Uint8Array);
  };

  res.writeHead = (statusCode: number, ...rest: unknown[]) => {
    const headers = rest.find((part): part is OutgoingHttpHeaders | unknown[] => typeof part === "object" && part !== null);
    const reason = rest.find((part) => typeof part === "string");
    res.statusCode = statusCode;
    if (reason) res.statusMessage = reason;
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2) res.setHeader(String(headers[index]), headers[index + 1] as string);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    if (decide()) headDeferred = true;
    else writeHead(statusCode);
    return res;
  };

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (!decide()) return write(chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  }) as typeof res.write;

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (!decide()) return end(chunk, encoding, callback);
    if (typeof chunk === "function") {
      callback = chunk;
      chunk = undefined;
    } else if (typeof encoding === "function") {
      callback = encoding;
      encoding = undefined;
    }
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    const body = finish(Buffer.concat(chunks), res);
    res.removeHeader("Transfer-Encoding");
    res.setHeader("Content-Length", body.length);
    // From here on the answer goes out as is: Node's implicit head must reach the real writeHead.
    res.writeHead = writeHead;
    res.write = write as typeof res.write;
    res.end = end as typeof res.end;
    if (headDeferred) writeHead(res.statusCode);
    return end(res.req?.method === "HEAD" ? undefined : body, callback);
  }) as typeof res.end;
}
