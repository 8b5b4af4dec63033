import * as imageRoute from "@/app/[pasteId]/image/[pastyImage]/route";
import * as rawHistoryRoute from "@/app/raw/[pasteId]/[pastyId]/[historyId]/route";
import * as rawRoute from "@/app/raw/[pasteId]/[pastyId]/route";
import { listUsersForAdmin } from "@/lib/moderation/admin-users";
import { loadAuditLog } from "@/lib/moderation/audit-log";
import { loadInstanceSettingsPage } from "@/lib/moderation/instance-settings";
import { loadReportQueue } from "@/lib/moderation/queue";
import { historyDiffPage, historyVersionPage, loadPastePage } from "@/lib/pastes/page";
import { pasteQrCode } from "@/lib/pastes/qr-code";
import { describeMatrix, pageDoor, send } from "./authorization-matrix";
import type { Endpoint } from "./authorization-matrix-rules";

// The authorization matrix (authorization-matrix.ts) of what the browser opens: the raw text of a
// pasty (now and in a history version) and its image, the pages of a paste, its QR code, its versions and their diffs, and
// the admin pages (the report queue, the audit log), which are the same whatever the paste.

const ENDPOINTS: Endpoint[] = [
  {
    name: "GET /raw/:pasteId/:pastyId",
    rule: { type: "read", content: true },
    mutates: false,
    showsContent: true,
    burn: "consumes",
    call: (t, h) => send(rawRoute.GET, "GET", `/raw/${t.id}/${t.pastyId}`, { pasteId: t.id, pastyId: t.pastyId }, h),
  },
  {
    name: "GET /raw/:pasteId/:pastyId/:hid",
    rule: { type: "read", content: true, version: true },
    mutates: false,
    showsContent: true,
    burn: "kept",
    call: (t, h) =>
      send(
        rawHistoryRoute.GET,
        "GET",
        `/raw/${t.id}/${t.pastyId}/${t.historyId}`,
        { pasteId: t.id, pastyId: t.pastyId, historyId: t.historyId },
        h,
      ),
  },
  {
    // An image of the pasty's code (lib/pastes/code-image.ts), which link previews fetch too.
    name: "GET /:pasteId/:pastyId.png",
    rule: { type: "read", content: true, plainOnly: true },
    mutates: false,
    burn: "kept",
    call: (t, h) => send(imageRoute.GET, "GET", `/${t.id}/${t.pastyId}.png`, { pasteId: t.id, pastyImage: `${t.pastyId}.png` }, h),
  },
  {
    name: "page loadPastePage",
    rule: { type: "read", content: true },
    mutates: false,
    showsContent: true,
    call: pageDoor((caller, t, key) => loadPastePage(caller, t.id, key)),
  },
  {
    // The QR code of the paste's address: for whoever may see the paste, without its content (no
    // key needed), and a read-once paste is its owner's only (it would not be consumed).
    name: "page /:id/qr",
    rule: { type: "read", content: false },
    mutates: false,
    burn: "kept",
    call: pageDoor(async (caller, t) => {
      const code = await pasteQrCode(caller, t.id, "http://localhost");
      return { ...code, kind: "open" as const };
    }),
  },
  {
    name: "page /:id/history/:hid",
    rule: { type: "read", content: true, version: true },
    mutates: false,
    showsContent: true,
    burn: "kept",
    call: pageDoor((caller, t, key) => historyVersionPage(caller, t.id, t.historyId, key)),
  },
  {
    name: "page /:id/history/:hid/diff",
    rule: { type: "read", content: true, version: true },
    mutates: false,
    showsContent: true,
    burn: "kept",
    call: pageDoor((caller, t, key) => historyDiffPage(caller, t.id, t.historyId, key)),
  },
  {
    name: "page /admin/reports",
    rule: { type: "adminPage" },
    mutates: false,
    call: pageDoor(async (caller) => {
      await loadReportQueue(caller);
      return { kind: "open" };
    }),
  },
  {
    name: "page /admin/users",
    rule: { type: "adminPage" },
    mutates: false,
    call: pageDoor(async (caller) => {
      await listUsersForAdmin(caller, {}, true);
      return { kind: "open" };
    }),
  },
  {
    name: "page /admin/settings",
    rule: { type: "adminPage" },
    mutates: false,
    call: pageDoor(async (caller) => {
      await loadInstanceSettingsPage(caller);
      return { kind: "open" };
    }),
  },
  {
    name: "page /admin/audit",
    rule: { type: "adminPage" },
    mutates: false,
    call: pageDoor(async (caller) => {
      await loadAuditLog(caller, {});
      return { kind: "open" };
    }),
  },
];

describeMatrix(ENDPOINTS);
