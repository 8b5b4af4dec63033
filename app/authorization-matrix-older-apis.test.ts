import * as legacyPaste from "@/app/paste/[id]/route";
import * as v1Paste from "@/app/api/paste/route";
import * as v2Paste from "@/app/api/v2/paste/[id]/route";
import * as v2SelfPastes from "@/app/api/v2/user/self/pastes/route";
import * as v2Self from "@/app/api/v2/user/self/route";
import { ORIGINAL_PASTE_KEYS } from "@/lib/testing/original-objects";
import { describeMatrix, send } from "./authorization-matrix";
import type { Endpoint } from "./authorization-matrix-rules";

// The authorization matrix (authorization-matrix.ts) of the older interfaces' doors: the
// PasteMyst-compatible reads, edits and deletions (/paste/:id, /api/v2/paste/:id, v1) and the v2
// caller's own account and pastes. Every 200 of a door that answers an object is exactly the
// original object (`keys`): published clients parse them strictly.

/** The older paste doors, under both of their paths. */
const pasteDoors = (base: string, door: typeof legacyPaste): Endpoint[] => [
  {
    name: `GET ${base}/:id`,
    rule: { type: "read", content: true, legacy: true },
    mutates: false,
    showsContent: true,
    burn: "consumes",
    keys: ORIGINAL_PASTE_KEYS,
    call: (t, h) => send(door.GET, "GET", `${base}/${t.id}`, { id: t.id }, h),
  },
  {
    name: `PATCH ${base}/:id`,
    rule: { type: "owned", action: "edit", legacy: true },
    mutates: true,
    keys: ORIGINAL_PASTE_KEYS,
    call: (t, h) =>
      send(door.PATCH, "PATCH", `${base}/${t.id}`, { id: t.id }, h, { pasties: [{ _id: t.pastyId, code: "edited by the matrix" }] }),
  },
  {
    name: `DELETE ${base}/:id`,
    rule: { type: "delete", legacy: true },
    mutates: true,
    call: (t, h) => send(door.DELETE, "DELETE", `${base}/${t.id}`, { id: t.id }, h),
  },
];

const ENDPOINTS: Endpoint[] = [
  ...pasteDoors("/paste", legacyPaste),
  ...pasteDoors("/api/v2/paste", v2Paste),
  {
    name: "GET /api/paste?id= (v1)",
    rule: { type: "v1Read" },
    mutates: false,
    showsContent: true,
    burn: "consumes",
    keys: ["code", "createdAt", "expiresIn", "id", "language"],
    call: (t, h) => send(v1Paste.GET, "GET", `/api/paste?id=${t.id}`, {}, h),
  },
  {
    name: "GET /api/v2/user/self",
    rule: { type: "self", listsPastes: false },
    mutates: false,
    keys: ["_id", "avatarUrl", "contributor", "defaultLang", "publicProfile", "serviceIds", "stars", "supporterLength", "username"],
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
