import { route } from "@/lib/api/route";
import { gistParamsSchema } from "@/lib/gists/extras-schema";
import { assertGistStarred, starGist, unstarGist } from "@/lib/gists/stars";
import { noContent } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const GET = route({ params: gistParamsSchema }, async ({ params, caller }) => {
  await assertGistStarred(await caller(), params.id);
  return noContent();
});

export const PUT = route({ params: gistParamsSchema }, async ({ params, caller }) => {
  await starGist(await caller(), params.id);
  return noContent();
});

export const DELETE = route({ params: gistParamsSchema }, async ({ params, caller }) => {
  await unstarGist(await caller(), params.id);
  return noContent();
});
