import { route } from "@/lib/api/route";
import { publicOrigin } from "@/lib/http/public-url";
import { gistPageResponse } from "@/lib/gists/http";
import { listUserGists } from "@/lib/gists/lists";
import { gistListQuerySchema, usernameParamsSchema } from "@/lib/gists/schema";

export const GET = route(
  { errors: "github", params: usernameParamsSchema, query: gistListQuerySchema },
  async ({ request, params, query, caller }) => {
    const origin = publicOrigin(request);
    return gistPageResponse(request, origin, await listUserGists(await caller(), params.username, query, origin));
  },
);
