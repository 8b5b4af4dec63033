import { AsyncLocalStorage } from "node:async_hooks";
import type { ServerResponse } from "node:http";
import { processSingleton } from "../core/process-state";

// The client a piece of work is done for, known to everything that runs for its request without
// being passed down: the budgets of expensive work (key derivation, lib/pastes/key-derivation.ts)
// are per client, and the functions that do that work sit far below the doors that know the
// client. The custom server sets it for every request (pipeline.ts), the route wrapper for the
// API's handlers (lib/api/route.ts) from the address the server stamped. One per process
// (lib/core/process-state.ts): the server and Next.js's route bundles each load their own copy of this module.

interface RequestContext {
  clientAddress: string | undefined;
  /**
   * The address the client asked for, as the response cache keys answers (`http://host:port`:
   * lib/http/public-url.ts): a version written now gets its page kept under it (lib/pastes/first-views.ts).
   */
  origin?: string;
  /** The status its answer must have, asked for by work that cannot set it (a server action). */
  answerStatus?: number;
}

const storage = processSingleton("requestContext", () => new AsyncLocalStorage<RequestContext>());

/** Runs `work` as work for the client at `clientAddress`, which asked for `origin`. */
export function forClient<T>(clientAddress: string | undefined, work: () => T, origin?: string): T {
  return storage.run({ clientAddress, origin }, work);
}

/** The address of the client the current work is for; undefined outside a request. */
export function currentClientAddress(): string | undefined {
  return storage.getStore()?.clientAddress;
}

/** The address the current request asked for (scheme and host); undefined outside the server's requests. */
export function currentRequestOrigin(): string | undefined {
  return storage.getStore()?.origin;
}

/**
 * Asks that the current request be answered with `status`. A server action cannot set its
 * answer's status (Next.js answers 200 with whatever it returns), yet a refusal it returns as a
 * value must still say 404 or 403 to whatever reads the status; nor can a page other than 200 or
 * 404 (a paste under review is 451): `answerAsAsked` applies it.
 */
export function answerCurrentRequestWith(status: number): void {
  const context = storage.getStore();
  if (context) context.answerStatus = status;
}

/**
 * Makes `res` go out with the status the current request's work asked for, if it asked before
 * the head was written (an action's answer is written after the action has returned). Call it
 * before anything else wraps `writeHead` (compression, page assembly), so that every way to the
 * head passes through it.
 */
export function answerAsAsked(res: ServerResponse): void {
  const context = storage.getStore();
  if (!context) return;
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = (status: number, ...rest: unknown[]) => writeHead(context.answerStatus ?? status, ...rest);
}
