import { jsonSignInAction } from "@/lib/auth/json-sign-in-action";
import { passkeySignInOptions } from "@/lib/auth/passkeys/passkey-sign-in";
import { relyingPartyOf } from "@/lib/auth/passkeys/relying-party";
import { passkeySignInSchema } from "@/lib/auth/security-schema";

export const POST = jsonSignInAction(passkeySignInSchema, (body, request) =>
  passkeySignInOptions(body.step, request.headers.get("cookie"), relyingPartyOf(request)),
);
