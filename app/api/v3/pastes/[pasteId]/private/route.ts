import { route } from "@/lib/api/route";
import { encryptionKey, writtenPasteResponse } from "@/lib/pastes/http";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";
import { togglePrivate } from "@/lib/pastes/toggles";

export const POST = route({ params: pasteIdParamsSchema }, async ({ params, request, caller }) =>
  writtenPasteResponse(await togglePrivate(await caller(), params.pasteId, encryptionKey(request, params.pasteId))),
);
