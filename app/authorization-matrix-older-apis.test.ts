import * as legacyPaste from "@/app/paste/[id]/route";
import * as v1Paste from "@/app/api/paste/route";
import * as v2Paste from "@/app/api/v2/paste/[id]/route";
import * as v2SelfPastes from "@/app/api/v2/user/self/pastes/route";
import * as v2Self from "@/app/api/v2/user/self/route";
import { describeMatrix, send } from "./authorization-matrix";
import type { Endpoint } from "./authorization-matrix-rules";

// The authorization matrix (authorization-matrix.ts) of the older interfaces' doors: the
// PasteMyst-compatible reads (/paste/:id, v2 and v1) and the v2 caller's own account and pastes.

const ENDPOINTS: Endpoint[] = [
  {
    name: "GET /paste/:id",
    rule: { type: "read", content: true, legacy: true },
    mutates: false,
    showsContent: true,
    burn: "consumes",
    call: (t, h) => send(legacyPaste.GET, "GET", `/paste/${t.id}`, { id: t.id }, h),
  },
  {
    name: "GET /api/v2/paste/:id",
    rule: { type: "read", content: true, legacy: true },
    mutates: false,
    showsContent: true,
    burn: "consumes",
    call: (t, h) => send(v2Paste.GET, "GET", `/api/v2/paste/${t.id}`, { id: t.id }, h),
  },
  {
    name: "GET /api/paste?id= (v1)",
    rule: { type: "v1Read" },
    mutates: false,
    showsContent: true,
    burn: "consumes",
    call: (t, h) => send(v1Paste.GET, "GET", `/api/paste?id=${t.id}`, {}, h),
  },
  {
    name: "GET /api/v2/user/self",
    rule: { type: "self", listsPastes: false },
    mutates: false,
    call: (_t, h) => send(v2Self.GET, "GET", "/api/v2/user/self", {}, h),
  },
  {
    name: "GET /api/v2/user/self/pastes",
    rule: { type: "self", listsPastes: true },
    mutates: false,
    call: (_t, h) => send(v2SelfPastes.GET, "GET", "/api/v2/user/self/pastes", {}, h),
  },
];

describeMatrix(ENDPOINTS);
