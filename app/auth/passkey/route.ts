import { badRequest } from "@/lib/core/errors";
import { jsonSignInAction } from "@/lib/auth/json-sign-in-action";
import { safeNextPath } from "@/lib/auth/next-path";
import { signInWithPasskey } from "@/lib/auth/passkeys/passkey-sign-in";
import { relyingPartyOf } from "@/lib/auth/passkeys/relying-party";
import { passkeySignInSchema } from "@/lib/auth/security-schema";
import { signInOrigin } from "@/lib/auth/sign-in";
import { requestClientAddress } from "@/lib/http/client-address";

export const POST = jsonSignInAction(passkeySignInSchema, async (body, request) => {
  if (!body.response) throw badRequest("The passkey's response is missing.");
  const context = signInOrigin(request, requestClientAddress(request));
  return signInWithPasskey(
    body.step,
    body.response,
    request.headers.get("cookie"),
    relyingPartyOf(request),
    context,
    safeNextPath(body.next),
  );
});
