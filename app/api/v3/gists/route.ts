import { route } from "@/lib/api/route";
import { publicOrigin } from "@/lib/http/public-url";
import { gistPageResponse, gistResponse } from "@/lib/gists/http";
import { listOwnGists } from "@/lib/gists/lists";
import { createGistInputSchema, gistListQuerySchema } from "@/lib/gists/schema";
import { createGist } from "@/lib/gists/writes";

// The Gist-compatible API (docs/api/gists.md): GitHub's paths and shapes over Myst's pastes.

export const GET = route({ errors: "github", query: gistListQuerySchema }, async ({ request, query, caller }) => {
  const origin = publicOrigin(request);
  return gistPageResponse(request, origin, await listOwnGists(await caller(), query, origin));
});

export const POST = route({ errors: "github", body: createGistInputSchema, captcha: "plain" }, async ({ request, body, caller }) => {
  return gistResponse(await createGist(await caller(), body, publicOrigin(request)), 201);
});
