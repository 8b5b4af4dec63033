import { route } from "@/lib/api/route";
import { conditionalJson, encryptionKey } from "@/lib/pastes/http";
import { getPasteLanguageStats } from "@/lib/pastes/reads";
import { pasteIdParamsSchema } from "@/lib/pastes/schema";

export const dynamic = "force-dynamic";

export const GET = route({ params: pasteIdParamsSchema }, async ({ params, request, caller }) =>
  conditionalJson(request, await getPasteLanguageStats(await caller(), params.pasteId, encryptionKey(request, params.pasteId)), false),
);
