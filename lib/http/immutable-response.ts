/**
 * Answers bytes that never change under their URL (the URL names a version, e.g. an avatar id
 * that is replaced on every upload): cached by anyone for a year without revalidation, with an
 * ETag so a client that revalidates anyway gets 304 instead of the bytes again.
 */
export function immutableResponse(
  request: Request,
  content: { version: string; contentType: string; body: Uint8Array<ArrayBuffer> },
): Response {
  const etag = `"${content.version}"`;
  const headers = new Headers({
    ETag: etag,
    "Cache-Control": "public, max-age=31536000, immutable",
    // Served exactly as the stored type; a browser never guesses it into something runnable.
    "X-Content-Type-Options": "nosniff",
  });
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", content.contentType);
  headers.set("Content-Length", String(content.body.byteLength));
  return new Response(content.body, { status: 200, headers });
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/` is ignored, `*` matches. */
function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
