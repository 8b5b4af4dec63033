import { AsyncLocalStorage } from "node:async_hooks";

// The client a piece of work is done for, known to everything that runs for its request without
// being passed down: the budgets of expensive work (key derivation, lib/pastes/key-derivation.ts)
// are per client, and the functions that do that work sit far below the doors that know the
// client. The custom server sets it for every request (pipeline.ts), the route wrapper for the
// API's handlers (lib/api/route.ts) from the address the server stamped. Shared through
// globalThis: the server and Next.js's route bundles each load their own copy of this module.

interface RequestContext {
  clientAddress: string | undefined;
}

const holder = globalThis as typeof globalThis & { __mystRequestContext?: AsyncLocalStorage<RequestContext> };
const storage = (holder.__mystRequestContext ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` as work for the client at `clientAddress`. */
export function forClient<T>(clientAddress: string | undefined, work: () => T): T {
  return storage.run({ clientAddress }, work);
}

/** The address of the client the current work is for; undefined outside a request. */
export function currentClientAddress(): string | undefined {
  return storage.getStore()?.clientAddress;
}
