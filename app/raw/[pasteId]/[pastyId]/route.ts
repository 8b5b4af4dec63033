import { route } from "@/lib/api/route";
import { encryptionKey, rawText, readIntentOf } from "@/lib/pastes/http";
import { readRawPasty } from "@/lib/pastes/raw";
import { rawParamsSchema } from "@/lib/pastes/schema";

export const dynamic = "force-dynamic";

/** `/raw/:pasteId/:pastyId[/:historyId]`: the pasty as plain text (the page's "Raw" link). */
export const GET = route({ params: rawParamsSchema }, async ({ params, request, caller }) => {
  const key = encryptionKey(request, params.pasteId);
  const { content, shared } = await readRawPasty(await caller(), params, key, readIntentOf(request));
  return rawText(request, content, shared);
});
