import { publicOrigin } from "@/lib/http/public-url";
import { route } from "@/lib/api/route";
import { getV2SelfUser } from "@/lib/legacy/users";

export const GET = route({ errors: "legacy" }, async ({ request, caller }) => getV2SelfUser(await caller(), publicOrigin(request)));
