// Small constructors for the answers route handlers give.

export const JSON_TYPE = "application/json; charset=utf-8";

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", JSON_TYPE);
  return new Response(JSON.stringify(data), { ...init, headers });
}

export function created(data: unknown, location: string): Response {
  return json(data, { status: 201, headers: { Location: location } });
}

/** 200 with nothing to say, still typed: clients that parse every answer need a Content-Type. */
export function emptyOk(): Response {
  return new Response("", { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}
