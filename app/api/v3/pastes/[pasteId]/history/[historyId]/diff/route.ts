import { route } from "@/lib/api/route";
import { conditionalJson, encryptionKey } from "@/lib/pastes/http";
import { getHistoryDiff } from "@/lib/pastes/history";
import { historyParamsSchema } from "@/lib/pastes/schema";

export const dynamic = "force-dynamic";

export const GET = route({ params: historyParamsSchema }, async ({ params, request, caller }) => {
  const diff = await getHistoryDiff(await caller(), params.pasteId, params.historyId, encryptionKey(request, params.pasteId));
  return conditionalJson(request, diff, false);
});
