import * as revisionRoute from "@/app/api/v3/gists/[gistId]/[sha]/route";
import * as commentRoute from "@/app/api/v3/gists/[gistId]/comments/[comment_id]/route";
import * as commentsRoute from "@/app/api/v3/gists/[gistId]/comments/route";
import * as starRoute from "@/app/api/v3/gists/[gistId]/star/route";
import * as commitsRoute from "@/app/api/v3/gists/[gistId]/commits/route";
import * as forksRoute from "@/app/api/v3/gists/[gistId]/forks/route";
import * as gistRoute from "@/app/api/v3/gists/[gistId]/route";
import * as publicGistsRoute from "@/app/api/v3/gists/public/route";
import * as ownGistsRoute from "@/app/api/v3/gists/route";
import * as starredGistsRoute from "@/app/api/v3/gists/starred/route";
import * as userGistsRoute from "@/app/api/v3/users/[username]/gists/route";
import { resolveCaller } from "@/lib/auth/resolve-caller";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/core/ids";
import { currentVersion } from "@/lib/pastes/edits";
import { describeMatrix, send } from "./authorization-matrix";
import { type Endpoint, marker, type Outcome, type Target } from "./authorization-matrix-rules";

// The authorization matrix (authorization-matrix.ts) of the Gist-compatible API's doors
// (lib/gists): the same rules as Myst's own API, since a gist is read and written through its
// paste's doors. A gist read is a content read that consumes a burn-after-reading paste, and an
// end-to-end encrypted paste is refused to everyone (its files are ciphertext), as the zip is.
// A gist's commits, versions and forks are its paste's history and forks, with their rules: they
// answer like a missing paste for a burn-after-reading paste of someone else's, which stays.
// Stars and comments answer GitHub's statuses (rules "gistStar" and "comment"). Their doors work on
// the read set and leave it as they found it: the star and comment each cell needs are put in the
// database first (as if made before the paste became private, expired or held back) and taken out
// after, which costs a statement, not a fresh paste. Nobody but the owner can have written on a
// burn-after-reading paste, so it gets neither.

const gist =
  (handler: Parameters<typeof send>[0], method = "GET", body?: unknown, rest = "") =>
  (t: Target, headers: Record<string, string>) =>
    send(handler, method, `/api/v3/gists/${t.id}${rest}`, { gistId: t.id }, headers, body);

/** The target's paste, when it exists: the private row compares it with a missing id. */
const pasteExists = async (t: Target) => t.kind !== "burn" && (await db().paste.count({ where: { id: t.id } })) === 1;

/** The call with the caller's star on the paste, which is taken off after. */
function withCallersStar(call: (t: Target, h: Record<string, string>) => Promise<Outcome>) {
  return async (t: Target, headers: Record<string, string>): Promise<Outcome> => {
    const caller = await resolveCaller(new Request("http://localhost/", { headers })).catch(() => null);
    const userId = caller?.kind === "user" ? caller.user.id : null;
    if (userId && (await pasteExists(t))) await db().star.createMany({ data: { userId, pasteId: t.id }, skipDuplicates: true });
    try {
      return await call(t, headers);
    } finally {
      if (userId) await db().star.deleteMany({ where: { userId, pasteId: t.id } });
    }
  };
}

/**
 * The call on a comment of the owner's on the paste's first line (as the Gist door writes them),
 * its body holding the paste's content marker, which the leak checks then look for: an E2E
 * paste's holds none (its database never sees it). Every comment of the paste is taken off after.
 */
function withOwnersComment(call: (t: Target, h: Record<string, string>, commentId: string) => Promise<Outcome>) {
  return async (t: Target, headers: Record<string, string>): Promise<Outcome> => {
    // A comment id no paste has: 36^8 - 1 is "zzzzzzzz", which newId() is as unlikely to draw as any.
    let commentId = String(36 ** 8 - 1);
    if (await pasteExists(t)) {
      const owner = await db().user.findUniqueOrThrow({ where: { usernameKey: t.ownerName.toLowerCase() } });
      const id = newId();
      const body = t.kind === "e2e" ? "sealed by the browser" : `${marker(t.kind).content} in a comment`;
      const version = await currentVersion(db(), t.id);
      await db().pasteComment.createMany({
        data: { id, pasteId: t.id, authorId: owner.id, pastyId: t.pastyId, version, fromLine: 1, toLine: 1, body },
      });
      commentId = String(Number.parseInt(id, 36));
    }
    try {
      return await call(t, headers, commentId);
    } finally {
      await db().pasteComment.deleteMany({ where: { pasteId: t.id } });
    }
  };
}

const comment =
  (handler: Parameters<typeof send>[0], method: string, body?: unknown) => (t: Target, h: Record<string, string>, commentId: string) =>
    send(handler, method, `/api/v3/gists/${t.id}/comments/${commentId}`, { gistId: t.id, comment_id: commentId }, h, body);

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
    name: "GET /api/v3/gists/:id/star",
    rule: { type: "gistStar", action: "check" },
    mutates: false,
    call: withCallersStar(gist(starRoute.GET, "GET", undefined, "/star")),
  },
  // Unstarring after starring, with the same headers, leaves the read set as it was.
  {
    name: "PUT /api/v3/gists/:id/star",
    rule: { type: "gistStar", action: "set" },
    mutates: false,
    burn: "kept",
    call: async (t, h) => {
      const answer = await gist(starRoute.PUT, "PUT", undefined, "/star")(t, h);
      await gist(starRoute.DELETE, "DELETE", undefined, "/star")(t, h);
      return answer;
    },
  },
  {
    name: "DELETE /api/v3/gists/:id/star",
    rule: { type: "gistStar", action: "set" },
    mutates: false,
    burn: "kept",
    call: withCallersStar(gist(starRoute.DELETE, "DELETE", undefined, "/star")),
  },
  {
    name: "GET /api/v3/gists/:id/comments",
    rule: { type: "comment", action: "read" },
    mutates: false,
    showsContent: true,
    call: withOwnersComment((t, h) => gist(commentsRoute.GET, "GET", undefined, "/comments")(t, h)),
  },
  {
    name: "GET /api/v3/gists/:id/comments/:comment_id",
    rule: { type: "comment", action: "read" },
    mutates: false,
    showsContent: true,
    call: withOwnersComment(comment(commentRoute.GET, "GET")),
  },
  {
    name: "POST /api/v3/gists/:id/comments",
    rule: { type: "comment", action: "write" },
    mutates: false,
    call: withOwnersComment((t, h) => gist(commentsRoute.POST, "POST", { body: "written by the matrix" }, "/comments")(t, h)),
  },
  {
    name: "PATCH /api/v3/gists/:id/comments/:comment_id",
    rule: { type: "comment", action: "edit" },
    mutates: false,
    call: withOwnersComment(comment(commentRoute.PATCH, "PATCH", { body: "edited by the matrix" })),
  },
  {
    name: "DELETE /api/v3/gists/:id/comments/:comment_id",
    rule: { type: "comment", action: "delete" },
    mutates: false,
    call: withOwnersComment(comment(commentRoute.DELETE, "DELETE")),
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
