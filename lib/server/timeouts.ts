import type { ServerOptions } from "node:http";
import type { Env } from "../core/env";

// How long a client may take to send a request. Node closes a connection whose request (headers
// and body) is not complete in time, answering 408 when it still can, so a client trickling
// bytes (slow loris) cannot hold a connection and a handler forever. Node checks connections
// periodically; the check runs often enough that a timeout is enforced within half of the
// headers timeout (at most 5 s) after it expires.

export function serverTimeouts(settings: Pick<Env, "REQUEST_TIMEOUT_SECONDS" | "HEADERS_TIMEOUT_SECONDS">): ServerOptions {
  const requestTimeout = settings.REQUEST_TIMEOUT_SECONDS * 1000;
  // Node wants the headers' time to be within the whole request's.
  const headersTimeout = Math.min(settings.HEADERS_TIMEOUT_SECONDS * 1000, requestTimeout);
  return {
    requestTimeout,
    headersTimeout,
    connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(headersTimeout / 2))),
  };
}
