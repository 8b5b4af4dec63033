import { route } from "@/lib/api/route";
import { conditionalJson, encryptionKey } from "@/lib/pastes/http";
import { getHistoryVersion } from "@/lib/pastes/history";
import { historyParamsSchema } from "@/lib/pastes/schema";

export const dynamic = "force-dynamic";

export const GET = route({ params: historyParamsSchema }, async ({ params, request, caller }) => {
  const version = await getHistoryVersion(await caller(), params.pasteId, params.historyId, encryptionKey(request, params.pasteId));
  return conditionalJson(request, version, false);
});
