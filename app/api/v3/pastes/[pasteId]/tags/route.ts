import { route } from "@/lib/api/route";
import { encryptionKey, writtenPasteResponse } from "@/lib/pastes/http";
import { setPasteTags } from "@/lib/pastes/mutations";
import { pasteIdParamsSchema, tagsSchema } from "@/lib/pastes/schema";

export const PATCH = route({ params: pasteIdParamsSchema, body: tagsSchema }, async ({ params, body, request, caller }) =>
  writtenPasteResponse(await setPasteTags(await caller(), params.pasteId, body, encryptionKey(request, params.pasteId))),
);
