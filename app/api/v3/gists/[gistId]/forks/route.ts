import { route } from "@/lib/api/route";
import { gistPageQuerySchema } from "@/lib/gists/extras-schema";
import { forkGist, listGistForks } from "@/lib/gists/forks";
import { gistPageResponse, gistResponse } from "@/lib/gists/http";
import { gistIdParamsSchema } from "@/lib/gists/schema";
import { publicOrigin } from "@/lib/http/public-url";
import { encryptionKey } from "@/lib/pastes/http";

export const dynamic = "force-dynamic";

export const GET = route(
  { errors: "github", params: gistIdParamsSchema, query: gistPageQuerySchema },
  async ({ params, query, request, caller }) => {
    const origin = publicOrigin(request);
    return gistPageResponse(request, origin, await listGistForks(await caller(), params.gistId, query, origin));
  },
);

export const POST = route({ errors: "github", params: gistIdParamsSchema, captcha: "plain" }, async ({ params, request, caller }) => {
  const fork = await forkGist(await caller(), params.gistId, encryptionKey(request, params.gistId), publicOrigin(request));
  return gistResponse(fork, 201);
});
