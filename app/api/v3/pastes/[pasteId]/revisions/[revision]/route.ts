import { route } from "@/lib/api/route";
import { json } from "@/lib/http/responses";
import { purgeRevision } from "@/lib/pastes/purge/mutations";
import { revisionParamsSchema } from "@/lib/pastes/schema";

export const DELETE = route({ params: revisionParamsSchema }, async ({ params, caller }) =>
  json(await purgeRevision(await caller(), params.pasteId, params.revision)),
);
