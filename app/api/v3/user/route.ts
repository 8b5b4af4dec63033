import { route } from "@/lib/api/route";
import { requireUser } from "@/lib/auth/scopes";
import { publicOrigin } from "@/lib/http/public-url";
import { getGithubUser } from "@/lib/users/github";

// GitHub's GET /user: the caller as GitHub shows a user. Only what anyone may read of a profile,
// so any login will do, whatever its token's scopes (gh checks a token with this call).
export const GET = route({ errors: "github" }, async ({ request, caller }) =>
  getGithubUser(requireUser(await caller()).username, publicOrigin(request)),
);
