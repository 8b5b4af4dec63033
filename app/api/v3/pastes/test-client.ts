import type { Scope } from "@/lib/auth/caller";
import { createTestToken, createTestUser } from "@/lib/testing/actors";
import { type CallOptions, callRoute } from "@/lib/testing/http";
import * as encrypted from "./[pasteId]/encrypted/route";
import * as diff from "./[pasteId]/history/[historyId]/diff/route";
import * as historyVersion from "./[pasteId]/history/[historyId]/route";
import * as historyCompact from "./[pasteId]/history_compact/route";
import * as langs from "./[pasteId]/langs/route";
import * as pin from "./[pasteId]/pin/route";
import * as privateToggle from "./[pasteId]/private/route";
import * as paste from "./[pasteId]/route";
import * as star from "./[pasteId]/star/route";
import * as stats from "./[pasteId]/stats/route";
import * as tags from "./[pasteId]/tags/route";
import * as binned from "../bin/[pasteId]/route";
import * as pastes from "./route";

// Calls the real paste route handlers for the API tests, one small function per endpoint.

export type Options = Omit<CallOptions, "params" | "path" | "method">;

/** callRoute's options for a call of `method` on `path` with the route's `params`. */
export const at = (path: string, params: Record<string, string>, method: string, options: Options = {}) => ({
  ...options,
  method,
  path,
  params,
});

export const api = {
  create: (body: unknown, options: Options = {}) => callRoute(pastes.POST, { ...options, body, method: "POST", path: "/api/v3/pastes" }),
  get: (id: string, options?: Options) => callRoute(paste.GET, at(`/api/v3/pastes/${id}`, { pasteId: id }, "GET", options)),
  zip: (id: string, options?: Options) => callRoute(paste.GET, at(`/api/v3/pastes/${id}.zip`, { pasteId: `${id}.zip` }, "GET", options)),
  edit: (id: string, body: unknown, options: Options = {}) =>
    callRoute(paste.PATCH, at(`/api/v3/pastes/${id}`, { pasteId: id }, "PATCH", { ...options, body })),
  remove: (id: string, options?: Options) => callRoute(paste.DELETE, at(`/api/v3/pastes/${id}`, { pasteId: id }, "DELETE", options)),
  /** Deletes a paste its owner deleted from their recycle bin, for good. */
  removeFromBin: (id: string, options?: Options) => callRoute(binned.DELETE, at(`/api/v3/bin/${id}`, { pasteId: id }, "DELETE", options)),
  tags: (id: string, body: unknown, options: Options = {}) =>
    callRoute(tags.PATCH, at(`/api/v3/pastes/${id}/tags`, { pasteId: id }, "PATCH", { ...options, body })),
  star: (id: string, options?: Options) => callRoute(star.POST, at(`/api/v3/pastes/${id}/star`, { pasteId: id }, "POST", options)),
  starred: (id: string, options?: Options) => callRoute(star.GET, at(`/api/v3/pastes/${id}/star`, { pasteId: id }, "GET", options)),
  pin: (id: string, options?: Options) => callRoute(pin.POST, at(`/api/v3/pastes/${id}/pin`, { pasteId: id }, "POST", options)),
  private: (id: string, options?: Options) =>
    callRoute(privateToggle.POST, at(`/api/v3/pastes/${id}/private`, { pasteId: id }, "POST", options)),
  encrypted: (id: string, options?: Options) =>
    callRoute(encrypted.GET, at(`/api/v3/pastes/${id}/encrypted`, { pasteId: id }, "GET", options)),
  stats: (id: string, options?: Options) => callRoute(stats.GET, at(`/api/v3/pastes/${id}/stats`, { pasteId: id }, "GET", options)),
  langs: (id: string, options?: Options) => callRoute(langs.GET, at(`/api/v3/pastes/${id}/langs`, { pasteId: id }, "GET", options)),
  history: (id: string, options?: Options) =>
    callRoute(historyCompact.GET, at(`/api/v3/pastes/${id}/history_compact`, { pasteId: id }, "GET", options)),
  version: (id: string, historyId: string, options?: Options) =>
    callRoute(historyVersion.GET, at(`/api/v3/pastes/${id}/history/${historyId}`, { pasteId: id, historyId }, "GET", options)),
  diff: (id: string, historyId: string, options?: Options) =>
    callRoute(diff.GET, at(`/api/v3/pastes/${id}/history/${historyId}/diff`, { pasteId: id, historyId }, "GET", options)),
};

export const fullScopes: Scope[] = ["paste", "user"];

/** The actors of the access matrix: anonymous is simply no token. */
export async function createActors() {
  const owner = await createTestUser();
  const other = await createTestUser();
  const admin = await createTestUser({ isAdmin: true });
  return {
    owner,
    other,
    admin,
    ownerToken: await createTestToken(owner.id, fullScopes),
    /** The owner holding only `user:read`: logged in, without any paste scope. */
    ownerWithoutScope: await createTestToken(owner.id, ["user:read"]),
    ownerReadOnly: await createTestToken(owner.id, ["paste:read"]),
    otherToken: await createTestToken(other.id, fullScopes),
    adminToken: await createTestToken(admin.id, fullScopes),
  };
}

/** A one-pasty paste body with `overrides`. */
export function pasteBody(overrides: Record<string, unknown> = {}) {
  return { title: "a title", pasties: [{ title: "main", content: "hello world", language: "Text" }], ...overrides };
}

/** Creates a paste and returns its id (fails the test when creation fails). */
export async function createPaste(body: unknown, options: Options = {}): Promise<string> {
  const result = await api.create(body, options);
  if (result.status !== 201) throw new Error(`create failed: ${result.status} ${result.text}`);
  return (result.json as { id: string }).id;
}
