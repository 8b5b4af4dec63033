import { route } from "@/lib/http/route";
import { noContent } from "@/lib/http/responses";
import { conditionalJson, encryptionKey, isSharedAnswer, zipDownload } from "@/lib/pastes/http";
import { deletePaste, editPaste } from "@/lib/pastes/mutations";
import { getPaste } from "@/lib/pastes/reads";
import { editPasteInputSchema, pasteIdParamsSchema } from "@/lib/pastes/schema";
import { buildPasteZip } from "@/lib/pastes/zip";

export const dynamic = "force-dynamic";

// Next.js cannot hold `[pasteId].zip` beside `[pasteId]`, so GET /pastes/:id.zip arrives here.
const ZIP_SUFFIX = ".zip";

export const GET = route({ params: pasteIdParamsSchema }, async ({ params, request, caller }) => {
  if (params.pasteId.endsWith(ZIP_SUFFIX)) {
    const pasteId = params.pasteId.slice(0, -ZIP_SUFFIX.length);
    return zipDownload(await buildPasteZip(await caller(), pasteId, encryptionKey(request, pasteId)));
  }
  const key = encryptionKey(request, params.pasteId);
  const paste = await getPaste(await caller(), params.pasteId, key);
  return conditionalJson(request, paste, isSharedAnswer(await caller(), paste, key));
});

export const PATCH = route(
  { params: pasteIdParamsSchema, body: editPasteInputSchema },
  async ({ params, body, request, caller }) =>
    editPaste(await caller(), params.pasteId, body, encryptionKey(request, params.pasteId)),
);

export const DELETE = route({ params: pasteIdParamsSchema }, async ({ params, caller }) => {
  await deletePaste(await caller(), params.pasteId);
  return noContent();
});
