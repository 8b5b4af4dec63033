import { route } from "@/lib/api/route";
import { gistIdParamsSchema } from "@/lib/gists/schema";
import { assertGistStarred, starGist, unstarGist } from "@/lib/gists/stars";
import { noContent } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const GET = route({ errors: "github", params: gistIdParamsSchema }, async ({ params, caller }) => {
  await assertGistStarred(await caller(), params.gistId);
  return noContent();
});

export const PUT = route({ errors: "github", params: gistIdParamsSchema }, async ({ params, caller }) => {
  await starGist(await caller(), params.gistId);
  return noContent();
});

export const DELETE = route({ errors: "github", params: gistIdParamsSchema }, async ({ params, caller }) => {
  await unstarGist(await caller(), params.gistId);
  return noContent();
});
