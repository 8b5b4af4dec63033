import { z } from "zod";
import { emptyOk } from "@/lib/http/responses";
import { route } from "@/lib/api/route";
import { readIntentOf } from "@/lib/pastes/http";
import { deleteLegacyPaste, editLegacyPaste, getLegacyPaste, legacyEditSchema, writtenLegacyResponse } from "@/lib/legacy/pastes";

const params = z.object({ id: z.string().min(1) });

export const GET = route({ errors: "legacy", params }, async ({ caller, params, request }) =>
  getLegacyPaste(await caller(), params.id, readIntentOf(request)),
);

export const PATCH = route({ errors: "legacy", params, body: legacyEditSchema }, async ({ caller, params, body }) =>
  writtenLegacyResponse(await editLegacyPaste(await caller(), params.id, body)),
);

export const DELETE = route({ errors: "legacy", params }, async ({ caller, params }) => {
  await deleteLegacyPaste(await caller(), params.id);
  return emptyOk();
});
