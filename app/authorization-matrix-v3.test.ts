import * as adminRightRoute from "@/app/api/v3/admin/users/[username]/admin/route";
import * as adminPastesRoute from "@/app/api/v3/admin/pastes/route";
import * as adminSettingRoute from "@/app/api/v3/admin/settings/[key]/route";
import * as adminSettingsRoute from "@/app/api/v3/admin/settings/route";
import * as adminStatsRoute from "@/app/api/v3/admin/stats/route";
import * as adminUsersRoute from "@/app/api/v3/admin/users/route";
import * as captchaRoute from "@/app/api/v3/captcha/route";
import * as exploreRoute from "@/app/api/v3/explore/route";
import * as searchRoute from "@/app/api/v3/search/route";
import * as encryptedRoute from "@/app/api/v3/pastes/[pasteId]/encrypted/route";
import * as forkRoute from "@/app/api/v3/pastes/[pasteId]/fork/route";
import * as forksRoute from "@/app/api/v3/pastes/[pasteId]/forks/route";
import * as diffRoute from "@/app/api/v3/pastes/[pasteId]/history/[historyId]/diff/route";
import * as versionRoute from "@/app/api/v3/pastes/[pasteId]/history/[historyId]/route";
import * as historyCompactRoute from "@/app/api/v3/pastes/[pasteId]/history_compact/route";
import * as langsRoute from "@/app/api/v3/pastes/[pasteId]/langs/route";
import * as pinRoute from "@/app/api/v3/pastes/[pasteId]/pin/route";
import * as privateRoute from "@/app/api/v3/pastes/[pasteId]/private/route";
import * as reportDecisionRoute from "@/app/api/v3/pastes/[pasteId]/reports/decision/route";
import * as reportsRoute from "@/app/api/v3/pastes/[pasteId]/reports/route";
import * as pasteRoute from "@/app/api/v3/pastes/[pasteId]/route";
import * as starRoute from "@/app/api/v3/pastes/[pasteId]/star/route";
import * as statsRoute from "@/app/api/v3/pastes/[pasteId]/stats/route";
import * as tagsRoute from "@/app/api/v3/pastes/[pasteId]/tags/route";
import * as userPinnedRoute from "@/app/api/v3/users/[username]/pastes/pinned/route";
import * as userStarsRoute from "@/app/api/v3/users/[username]/stars/route";
import * as restoreRoute from "@/app/api/v3/pastes/[pasteId]/history/[historyId]/restore/route";
import * as revisionRoute from "@/app/api/v3/pastes/[pasteId]/revisions/[revision]/route";
import * as userPastesRoute from "@/app/api/v3/users/[username]/pastes/route";
import { describeMatrix, send, v3 } from "./authorization-matrix";
import { type Endpoint, marker } from "./authorization-matrix-rules";

// The authorization matrix (authorization-matrix.ts) of the v3 API's doors to a paste: its reads,
// the owner's lists, then the state-changing ones (each on a fresh paste, after every read row).

const ENDPOINTS: Endpoint[] = [
  {
    name: "GET /api/v3/pastes/:id",
    rule: { type: "read", content: true },
    mutates: false,
    showsContent: true,
    burn: "consumes",
    call: v3("", pasteRoute.GET),
  },
  {
    name: "GET /api/v3/pastes/:id.zip",
    rule: { type: "read", content: true, serverText: true },
    mutates: false,
    burn: "consumes",
    call: (t, h) => send(pasteRoute.GET, "GET", `/api/v3/pastes/${t.id}.zip`, { pasteId: `${t.id}.zip` }, h),
  },
  {
    name: "GET /api/v3/pastes/:id/stats",
    rule: { type: "read", content: true, serverText: true },
    mutates: false,
    call: v3("/stats", statsRoute.GET),
  },
  {
    name: "GET /api/v3/pastes/:id/langs",
    rule: { type: "read", content: true, serverText: true },
    mutates: false,
    call: v3("/langs", langsRoute.GET),
  },
  {
    name: "GET /api/v3/pastes/:id/history_compact",
    rule: { type: "read", content: false },
    mutates: false,
    burn: "kept",
    call: v3("/history_compact", historyCompactRoute.GET),
  },
  {
    name: "GET /api/v3/pastes/:id/history/:hid",
    rule: { type: "read", content: true, version: true },
    mutates: false,
    showsContent: true,
    burn: "kept",
    call: (t, h) =>
      send(versionRoute.GET, "GET", `/api/v3/pastes/${t.id}/history/${t.historyId}`, { pasteId: t.id, historyId: t.historyId }, h),
  },
  {
    name: "GET /api/v3/pastes/:id/history/:hid/diff",
    rule: { type: "read", content: true, version: true },
    mutates: false,
    showsContent: true,
    burn: "kept",
    call: (t, h) =>
      send(diffRoute.GET, "GET", `/api/v3/pastes/${t.id}/history/${t.historyId}/diff`, { pasteId: t.id, historyId: t.historyId }, h),
  },
  {
    name: "GET /api/v3/pastes/:id/encrypted",
    rule: { type: "read", content: false },
    mutates: false,
    call: v3("/encrypted", encryptedRoute.GET),
  },
  {
    name: "GET /api/v3/pastes/:id/forks",
    rule: { type: "read", content: false },
    mutates: false,
    burn: "kept",
    call: v3("/forks", forksRoute.GET),
  },
  { name: "GET /api/v3/pastes/:id/star", rule: { type: "starGet" }, mutates: false, call: v3("/star", starRoute.GET) },
  {
    name: "GET /api/v3/users/:username/pastes",
    rule: { type: "list" },
    mutates: false,
    call: (t, h) => send(userPastesRoute.GET, "GET", `/api/v3/users/${t.ownerName}/pastes?pageSize=30`, { username: t.ownerName }, h),
  },
  {
    name: "GET /api/v3/users/:username/pastes/pinned",
    rule: { type: "list" },
    mutates: false,
    call: (t, h) =>
      send(userPinnedRoute.GET, "GET", `/api/v3/users/${t.ownerName}/pastes/pinned?pageSize=30`, { username: t.ownerName }, h),
  },
  {
    name: "GET /api/v3/users/:username/stars",
    rule: { type: "list" },
    mutates: false,
    call: (t, h) => send(userStarsRoute.GET, "GET", `/api/v3/users/${t.ownerName}/stars?pageSize=30`, { username: t.ownerName }, h),
  },
  {
    name: "GET /api/v3/explore",
    rule: { type: "list" },
    mutates: false,
    call: (t, h) => send(exploreRoute.GET, "GET", "/api/v3/explore?pageSize=30", {}, h),
  },
  {
    name: "GET /api/v3/search?scope=public",
    rule: { type: "list" },
    mutates: false,
    call: (t, h) =>
      send(searchRoute.GET, "GET", `/api/v3/search?scope=public&pageSize=30&q=${encodeURIComponent(marker(t.kind).content)}`, {}, h),
  },
  {
    name: "POST /api/v3/pastes/:id/star",
    rule: { type: "starPost" },
    mutates: true,
    burn: "kept",
    call: v3("/star", starRoute.POST, "POST"),
  },
  { name: "POST /api/v3/pastes/:id/pin", rule: { type: "owned", action: "pin" }, mutates: true, call: v3("/pin", pinRoute.POST, "POST") },
  {
    name: "POST /api/v3/pastes/:id/private",
    rule: { type: "owned", action: "private" },
    mutates: true,
    call: v3("/private", privateRoute.POST, "POST"),
  },
  {
    name: "PATCH /api/v3/pastes/:id",
    rule: { type: "owned", action: "edit" },
    mutates: true,
    call: v3("", pasteRoute.PATCH, "PATCH", () => ({ pasties: [{ content: "edited by the matrix" }] })),
  },
  {
    name: "POST /api/v3/pastes/:id/history/:hid/restore",
    rule: { type: "owned", action: "restore" },
    mutates: true,
    history: true,
    call: (t, h) =>
      send(
        restoreRoute.POST,
        "POST",
        `/api/v3/pastes/${t.id}/history/${t.historyId}/restore`,
        { pasteId: t.id, historyId: t.historyId },
        h,
      ),
  },
  {
    name: "DELETE /api/v3/pastes/:id/revisions/:revision",
    rule: { type: "purge" },
    mutates: true,
    history: true,
    call: (t, h) => send(revisionRoute.DELETE, "DELETE", `/api/v3/pastes/${t.id}/revisions/0`, { pasteId: t.id, revision: "0" }, h),
  },
  {
    name: "PATCH /api/v3/pastes/:id/tags",
    rule: { type: "owned", action: "tags" },
    mutates: true,
    call: v3("/tags", tagsRoute.PATCH, "PATCH", () => ["matrix-tag"]),
  },
  { name: "DELETE /api/v3/pastes/:id", rule: { type: "delete" }, mutates: true, call: v3("", pasteRoute.DELETE, "DELETE") },
  {
    name: "POST /api/v3/pastes/:id/fork",
    rule: { type: "fork" },
    mutates: true,
    burn: "kept",
    call: v3("/fork", forkRoute.POST, "POST"),
  },
  {
    name: "POST /api/v3/pastes/:id/reports",
    rule: { type: "report" },
    mutates: true,
    call: v3("/reports", reportsRoute.POST, "POST", () => ({ reason: "spam", details: "reported by the matrix" })),
  },
  {
    name: "GET /api/v3/captcha",
    rule: { type: "open" },
    mutates: false,
    call: (_target, headers) => send(captchaRoute.GET, "GET", "/api/v3/captcha", {}, headers),
  },
  {
    name: "GET /api/v3/admin/users",
    rule: { type: "adminApi" },
    mutates: false,
    call: (_target, headers) => send(adminUsersRoute.GET, "GET", "/api/v3/admin/users", {}, headers),
  },
  {
    // The target by its id: only an admin gets an answer, and it never holds a private paste
    // (by words, a fresh target another row made public would be found under its private marker).
    name: "GET /api/v3/admin/pastes",
    rule: { type: "adminApi" },
    mutates: false,
    call: (t, headers) => send(adminPastesRoute.GET, "GET", `/api/v3/admin/pastes?id=${t.id}`, {}, headers),
  },
  {
    name: "GET /api/v3/admin/stats",
    rule: { type: "adminApi" },
    mutates: false,
    call: (_target, headers) => send(adminStatsRoute.GET, "GET", "/api/v3/admin/stats", {}, headers),
  },
  {
    name: "GET /api/v3/admin/settings",
    rule: { type: "adminApi" },
    mutates: false,
    call: (_target, headers) => send(adminSettingsRoute.GET, "GET", "/api/v3/admin/settings", {}, headers),
  },
  {
    // The environment's own value as an override: the rule is tested, and nothing behaves otherwise.
    name: "PUT /api/v3/admin/settings/:key",
    rule: { type: "adminApi" },
    mutates: false,
    call: (_target, headers) =>
      send(adminSettingRoute.PUT, "PUT", "/api/v3/admin/settings/registration", { key: "registration" }, headers, { value: "open" }),
  },
  {
    name: "DELETE /api/v3/admin/settings/:key",
    rule: { type: "adminApi" },
    mutates: false,
    call: (_target, headers) =>
      send(adminSettingRoute.DELETE, "DELETE", "/api/v3/admin/settings/registration", { key: "registration" }, headers),
  },
  {
    // Removing a right the owner does not hold: the rule is tested, and no account changes.
    name: "DELETE /api/v3/admin/users/:username/admin",
    rule: { type: "adminApi" },
    mutates: false,
    call: (t, headers) =>
      send(adminRightRoute.DELETE, "DELETE", `/api/v3/admin/users/${t.ownerName}/admin`, { username: t.ownerName }, headers, {
        note: "by the matrix",
      }),
  },
  {
    name: "POST /api/v3/pastes/:id/reports/decision",
    rule: { type: "moderate" },
    mutates: true,
    call: v3("/reports/decision", reportDecisionRoute.POST, "POST", () => ({ decision: "delete", note: "decided by the matrix" })),
  },
];

describeMatrix(ENDPOINTS);
