import { z } from "zod";
import { emptyOk } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { deleteLegacyPaste, editLegacyPaste, getLegacyPaste, legacyEditSchema } from "@/lib/legacy/pastes";

const params = z.object({ id: z.string().min(1) });

export const GET = route({ errors: "legacy", params }, async ({ caller, params }) =>
  getLegacyPaste(await caller(), params.id),
);

export const PATCH = route({ errors: "legacy", params, body: legacyEditSchema }, async ({ caller, params, body }) =>
  editLegacyPaste(await caller(), params.id, body),
);

export const DELETE = route({ errors: "legacy", params }, async ({ caller, params }) => {
  await deleteLegacyPaste(await caller(), params.id);
  return emptyOk();
});
