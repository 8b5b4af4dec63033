import { route } from "@/lib/api/route";
import { noContent } from "@/lib/http/responses";
import { conditionalJson, encryptionKey, isSharedAnswer, readIntentOf, writtenPasteResponse, zipDownload } from "@/lib/pastes/http";
import { deletePaste, editPaste } from "@/lib/pastes/mutations";
import { readPaste } from "@/lib/pastes/reads";
import { editPasteInputSchema, pasteIdParamsSchema } from "@/lib/pastes/schema";
import { buildPasteZip } from "@/lib/pastes/zip";

export const dynamic = "force-dynamic";

// Next.js cannot hold `[pasteId].zip` beside `[pasteId]`, so GET /pastes/:id.zip arrives here.
const ZIP_SUFFIX = ".zip";

// GET reads (and so consumes a burn-after-reading paste); HEAD only checks (lib/pastes/burn.ts).
export const GET = route({ params: pasteIdParamsSchema }, async ({ params, request, caller }) => {
  const intent = readIntentOf(request);
  if (params.pasteId.endsWith(ZIP_SUFFIX)) {
    const pasteId = params.pasteId.slice(0, -ZIP_SUFFIX.length);
    return zipDownload(await buildPasteZip(await caller(), pasteId, encryptionKey(request, pasteId), intent));
  }
  const key = encryptionKey(request, params.pasteId);
  const paste = await readPaste(await caller(), params.pasteId, key, intent);
  return conditionalJson(request, paste, isSharedAnswer(await caller(), paste, key));
});

export const PATCH = route({ params: pasteIdParamsSchema, body: editPasteInputSchema }, async ({ params, body, request, caller }) =>
  writtenPasteResponse(await editPaste(await caller(), params.pasteId, body, encryptionKey(request, params.pasteId))),
);

export const DELETE = route({ params: pasteIdParamsSchema }, async ({ params, caller }) => {
  await deletePaste(await caller(), params.pasteId);
  return noContent();
});
