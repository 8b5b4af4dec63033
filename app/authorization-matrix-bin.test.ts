import * as adminBinRoute from "@/app/api/v3/admin/bin/route";
import * as binPasteRoute from "@/app/api/v3/bin/[pasteId]/route";
import * as restoreRoute from "@/app/api/v3/bin/[pasteId]/restore/route";
import * as binRoute from "@/app/api/v3/bin/route";
import { describeMatrix, send } from "./authorization-matrix";
import type { Endpoint } from "./authorization-matrix-rules";

// The authorization matrix (authorization-matrix.ts) of the recycle bin's doors, on a database of
// its own: the other files' owner deletions bin pastes too, which the lists here would then hold.
// Every other door meets a binned paste as the "binned" kind of each matrix file.

const ENDPOINTS: Endpoint[] = [
  {
    name: "GET /api/v3/bin",
    rule: { type: "bin", action: "list" },
    mutates: false,
    call: (_target, headers) => send(binRoute.GET, "GET", "/api/v3/bin?pageSize=100", {}, headers),
  },
  {
    name: "GET /api/v3/admin/bin",
    rule: { type: "bin", action: "admin" },
    mutates: false,
    call: (_target, headers) => send(adminBinRoute.GET, "GET", "/api/v3/admin/bin?pageSize=100", {}, headers),
  },
  {
    name: "POST /api/v3/bin/:id/restore",
    rule: { type: "bin", action: "restore" },
    mutates: true,
    call: (t, headers) => send(restoreRoute.POST, "POST", `/api/v3/bin/${t.id}/restore`, { pasteId: t.id }, headers),
  },
  {
    name: "DELETE /api/v3/bin/:id",
    rule: { type: "bin", action: "delete" },
    mutates: true,
    call: (t, headers) => send(binPasteRoute.DELETE, "DELETE", `/api/v3/bin/${t.id}`, { pasteId: t.id }, headers),
  },
];

describeMatrix(ENDPOINTS);
