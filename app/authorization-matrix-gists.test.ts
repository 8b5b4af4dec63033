import * as gistRoute from "@/app/api/v3/gists/[gistId]/route";
import * as publicGistsRoute from "@/app/api/v3/gists/public/route";
import * as ownGistsRoute from "@/app/api/v3/gists/route";
import * as starredGistsRoute from "@/app/api/v3/gists/starred/route";
import * as userGistsRoute from "@/app/api/v3/users/[username]/gists/route";
import { describeMatrix, send } from "./authorization-matrix";
import type { Endpoint, Target } from "./authorization-matrix-rules";

// The authorization matrix (authorization-matrix.ts) of the Gist-compatible API's doors
// (lib/gists): the same rules as Myst's own API, since a gist is read and written through its
// paste's doors. A gist read is a content read that consumes a burn-after-reading paste, and an
// end-to-end encrypted paste is refused to everyone (its files are ciphertext), as the zip is.

const gist =
  (handler: Parameters<typeof send>[0], method = "GET", body?: unknown) =>
  (t: Target, headers: Record<string, string>) =>
    send(handler, method, `/api/v3/gists/${t.id}`, { gistId: t.id }, headers, body);

const ENDPOINTS: Endpoint[] = [
  {
    name: "GET /api/v3/gists/:id",
    rule: { type: "read", content: true, serverText: true },
    mutates: false,
    showsContent: true,
    burn: "consumes",
    call: gist(gistRoute.GET),
  },
  {
    name: "GET /api/v3/users/:username/gists",
    rule: { type: "list" },
    mutates: false,
    call: (t, h) => send(userGistsRoute.GET, "GET", `/api/v3/users/${t.ownerName}/gists?per_page=100`, { username: t.ownerName }, h),
  },
  {
    name: "GET /api/v3/gists/public",
    rule: { type: "list" },
    mutates: false,
    call: (_t, h) => send(publicGistsRoute.GET, "GET", "/api/v3/gists/public?per_page=100", {}, h),
  },
  {
    name: "GET /api/v3/gists",
    rule: { type: "self", listsPastes: true },
    mutates: false,
    call: (_t, h) => send(ownGistsRoute.GET, "GET", "/api/v3/gists?per_page=100", {}, h),
  },
  {
    // Nobody starred the targets: the list is the caller's own, and holds none of them.
    name: "GET /api/v3/gists/starred",
    rule: { type: "self", listsPastes: false },
    mutates: false,
    call: (_t, h) => send(starredGistsRoute.GET, "GET", "/api/v3/gists/starred", {}, h),
  },
  {
    name: "PATCH /api/v3/gists/:id",
    rule: { type: "owned", action: "edit" },
    mutates: true,
    call: gist(gistRoute.PATCH, "PATCH", { files: { main: { content: "edited by the matrix" } } }),
  },
  { name: "DELETE /api/v3/gists/:id", rule: { type: "delete" }, mutates: true, call: gist(gistRoute.DELETE, "DELETE") },
];

describeMatrix(ENDPOINTS);
