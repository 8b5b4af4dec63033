import { route } from "@/lib/api/route";
import { conditionalJson } from "@/lib/pastes/http";
import { getHistoryCompact } from "@/lib/pastes/history";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";

export const dynamic = "force-dynamic";

export const GET = route({ params: pasteIdParamsSchema }, async ({ params, request, caller }) =>
  conditionalJson(request, await getHistoryCompact(await caller(), params.pasteId), false),
);
