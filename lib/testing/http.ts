// Calls a Next.js route handler with a real Request, the way Next.js itself would, so API tests
// exercise the same code path as the running server without a network hop.

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Response | Promise<Response>;

export interface CallOptions {
  method?: string;
  /** Path with query, e.g. `/api/v3/pastes/abc?x=1`. */
  path?: string;
  params?: Record<string, string | string[]>;
  /** A value to send as JSON, or a string/Uint8Array to send as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Shortcut for `Authorization: Bearer <token>`. */
  token?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
  response: Response;
}

export async function callRoute(handler: Handler, options: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (typeof options.body === "string" || options.body instanceof Uint8Array) {
    body = options.body as BodyInit;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("Content-Type", "application/json");
  }
  const request = new Request(`http://localhost${options.path ?? "/"}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.clone().text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json, response };
}
