import { route } from "@/lib/api/route";
import { issueChallenge } from "@/lib/captcha/challenge";
import { requestClientAddress } from "@/lib/http/client-address";
import { json } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

// Anyone may ask; the caller is resolved only so that a bad token is still a 401.
export const GET = route({}, async ({ request, caller }) => {
  await caller();
  return json(await issueChallenge(requestClientAddress(request)), { headers: { "Cache-Control": "no-store" } });
});
