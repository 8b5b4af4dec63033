import { route } from "@/lib/api/route";
import { noContent } from "@/lib/http/responses";
import { publicOrigin } from "@/lib/http/public-url";
import { gistResponse } from "@/lib/gists/http";
import { readGist } from "@/lib/gists/reads";
import { editGistInputSchema, gistIdParamsSchema } from "@/lib/gists/schema";
import { deleteGist, editGist } from "@/lib/gists/writes";
import { encryptionKey, readIntentOf } from "@/lib/pastes/http";

export const dynamic = "force-dynamic";

export const GET = route({ errors: "github", params: gistIdParamsSchema }, async ({ request, params, caller }) =>
  gistResponse(
    await readGist(await caller(), params.gistId, encryptionKey(request, params.gistId), publicOrigin(request), readIntentOf(request)),
  ),
);

export const PATCH = route(
  { errors: "github", params: gistIdParamsSchema, body: editGistInputSchema },
  async ({ request, params, body, caller }) =>
    gistResponse(await editGist(await caller(), params.gistId, body, encryptionKey(request, params.gistId), publicOrigin(request))),
);

// The `gist` command (gist-paste -u) edits with POST, which GitHub takes as PATCH.
export const POST = PATCH;

export const DELETE = route({ errors: "github", params: gistIdParamsSchema }, async ({ params, caller }) => {
  await deleteGist(await caller(), params.gistId);
  return noContent();
});
