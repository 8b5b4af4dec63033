import { emptyOk } from "@/lib/http/responses";
import { readPasteLegacy } from "@/lib/api/paste-reads";
import { readRoute } from "@/lib/api/read";
import { route } from "@/lib/api/route";
import { deleteLegacyPaste, editLegacyPaste, legacyEditSchema, legacyIdParamsSchema, writtenLegacyResponse } from "@/lib/legacy/pastes";

export const GET = readRoute(readPasteLegacy);

export const PATCH = route({ errors: "legacy", params: legacyIdParamsSchema, body: legacyEditSchema }, async ({ caller, params, body }) =>
  writtenLegacyResponse(await editLegacyPaste(await caller(), params.id, body)),
);

export const DELETE = route({ errors: "legacy", params: legacyIdParamsSchema }, async ({ caller, params }) => {
  await deleteLegacyPaste(await caller(), params.id);
  return emptyOk();
});
