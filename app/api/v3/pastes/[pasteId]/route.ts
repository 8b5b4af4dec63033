import { route } from "@/lib/http/route";
import { noContent } from "@/lib/http/responses";
import { conditionalJson, encryptionKey, isSharedAnswer } from "@/lib/pastes/http";
import { deletePaste, editPaste } from "@/lib/pastes/mutations";
import { getPaste } from "@/lib/pastes/reads";
import { editPasteInputSchema, pasteIdParamsSchema } from "@/lib/pastes/schema";
import { buildPasteZip } from "@/lib/pastes/zip";

export const dynamic = "force-dynamic";

// Next.js cannot hold `[pasteId].zip` beside `[pasteId]`, so GET /pastes/:id.zip arrives here.
const ZIP_SUFFIX = ".zip";

export const GET = route({ params: pasteIdParamsSchema }, async ({ params, request, caller }) => {
  const key = encryptionKey(request);
  if (params.pasteId.endsWith(ZIP_SUFFIX)) {
    const zip = await buildPasteZip(await caller(), params.pasteId.slice(0, -ZIP_SUFFIX.length), key);
    return new Response(zip.bytes, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(zip.fileName)}`,
        "Cache-Control": "private, no-store",
      },
    });
  }
  const paste = await getPaste(await caller(), params.pasteId, key);
  return conditionalJson(request, paste, isSharedAnswer(request, await caller(), paste));
});

export const PATCH = route(
  { params: pasteIdParamsSchema, body: editPasteInputSchema },
  async ({ params, body, request, caller }) => editPaste(await caller(), params.pasteId, body, encryptionKey(request)),
);

export const DELETE = route({ params: pasteIdParamsSchema }, async ({ params, caller }) => {
  await deletePaste(await caller(), params.pasteId);
  return noContent();
});
