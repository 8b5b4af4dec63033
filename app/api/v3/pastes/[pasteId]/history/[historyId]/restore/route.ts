import { route } from "@/lib/api/route";
import { encryptionKey, writtenPasteResponse } from "@/lib/pastes/http";
import { restoreHistoryVersion } from "@/lib/pastes/history";
import { historyParamsSchema } from "@/lib/pastes/schema";

export const POST = route({ params: historyParamsSchema }, async ({ params, request, caller }) =>
  writtenPasteResponse(
    await restoreHistoryVersion(await caller(), params.pasteId, params.historyId, encryptionKey(request, params.pasteId)),
  ),
);
