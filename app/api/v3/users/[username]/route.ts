import { z } from "zod";
import { noContent } from "@/lib/http/responses";
import { publicOrigin } from "@/lib/http/public-url";
import { route } from "@/lib/api/route";
import { errorShapeFor, isGithubClient } from "@/lib/gists/http";
import { getGithubUser } from "@/lib/users/github";
import { deleteUser } from "@/lib/users/delete";
import { exportUserZip, zipSuffix } from "@/lib/users/export";
import { getUserDtoByUsername } from "@/lib/users/queries";

const params = z.object({ username: z.string().min(1) });

// `/users/:username.zip` shares this segment with `/users/:username`; and GitHub's clients, who
// say so in Accept (lib/gists/http.ts), are answered GitHub's user object in GitHub's errors.
export const GET = route({ params, errors: errorShapeFor }, async ({ caller, params, request }) => {
  if (params.username.endsWith(zipSuffix)) return exportUserZip(await caller(), params.username.slice(0, -zipSuffix.length));
  return isGithubClient(request) ? getGithubUser(params.username, publicOrigin(request)) : getUserDtoByUsername(params.username);
});

export const DELETE = route({ params }, async ({ caller, params }) => {
  await deleteUser(await caller(), params.username);
  return noContent();
});
