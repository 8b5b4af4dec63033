import { route } from "@/lib/api/route";
import { gistRevisionParamsSchema } from "@/lib/gists/extras-schema";
import { gistResponse } from "@/lib/gists/http";
import { readGistRevision } from "@/lib/gists/revisions";
import { publicOrigin } from "@/lib/http/public-url";
import { encryptionKey } from "@/lib/pastes/http";

export const dynamic = "force-dynamic";

export const GET = route({ errors: "github", params: gistRevisionParamsSchema }, async ({ params, request, caller }) =>
  gistResponse(
    await readGistRevision(await caller(), params.gistId, params.sha, encryptionKey(request, params.gistId), publicOrigin(request)),
  ),
);
