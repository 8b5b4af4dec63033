import { readPasteV3 } from "@/lib/api/paste-reads";
import { readRoute } from "@/lib/api/read";
import { route } from "@/lib/api/route";
import { noContent } from "@/lib/http/responses";
import { encryptionKey, writtenPasteResponse } from "@/lib/pastes/http";
import { editPaste } from "@/lib/pastes/mutations";
import { deletePaste } from "@/lib/pastes/delete/mutations";
import { editPasteInputSchema, pasteIdParamsSchema } from "@/lib/pastes/schema";

export const dynamic = "force-dynamic";

// GET (and GET /pastes/:id.zip) is the read the server also answers itself (lib/api/paste-reads.ts).
export const GET = readRoute(readPasteV3);

export const PATCH = route({ params: pasteIdParamsSchema, body: editPasteInputSchema }, async ({ params, body, request, caller }) =>
  writtenPasteResponse(await editPaste(await caller(), params.pasteId, body, encryptionKey(request, params.pasteId))),
);

export const DELETE = route({ params: pasteIdParamsSchema }, async ({ params, caller }) => {
  await deletePaste(await caller(), params.pasteId);
  return noContent();
});
