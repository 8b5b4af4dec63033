import * as revisionRoute from "@/app/api/v3/gists/[gistId]/[sha]/route";
import * as commitsRoute from "@/app/api/v3/gists/[gistId]/commits/route";
import * as forksRoute from "@/app/api/v3/gists/[gistId]/forks/route";
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
// A gist's commits, versions and forks are its paste's history and forks, with their rules: they
// answer like a missing paste for a burn-after-reading paste of someone else's, which stays.
// Stars and comments answer GitHub's statuses, which the matrix's star rules (v3's) do not name:
// app/api/v3/gists/extras.test.ts has their who-can-see-what.

const gist =
  (handler: Parameters<typeof send>[0], method = "GET", body?: unknown, rest = "") =>
  (t: Target, headers: Record<string, string>) =>
    send(handler, method, `/api/v3/gists/${t.id}${rest}`, { gistId: t.id }, headers, body);

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
    // Version 0: the paste as created, in the history of a read target (edited once), the
    // current version of a burn-after-reading one (which keeps no history).
    name: "GET /api/v3/gists/:id/:sha",
    rule: { type: "read", content: true, serverText: true },
    mutates: false,
    showsContent: true,
    burn: "kept",
    call: (t, h) => send(revisionRoute.GET, "GET", `/api/v3/gists/${t.id}/0`, { gistId: t.id, sha: "0" }, h),
  },
  {
    name: "GET /api/v3/gists/:id/commits",
    rule: { type: "read", content: false },
    mutates: false,
    burn: "kept",
    call: gist(commitsRoute.GET, "GET", undefined, "/commits"),
  },
  {
    name: "GET /api/v3/gists/:id/forks",
    rule: { type: "read", content: false },
    mutates: false,
    burn: "kept",
    call: gist(forksRoute.GET, "GET", undefined, "/forks"),
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
  {
    name: "POST /api/v3/gists/:id/forks",
    rule: { type: "fork" },
    mutates: true,
    burn: "kept",
    call: gist(forksRoute.POST, "POST", undefined, "/forks"),
  },
];

describeMatrix(ENDPOINTS);
