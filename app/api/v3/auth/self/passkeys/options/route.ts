import { ownPasskeyOptions } from "@/lib/auth/passkeys/own-passkeys";
import { relyingPartyOf } from "@/lib/auth/passkeys/relying-party";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/api/route";

/** The options for navigator.credentials.create(): a new passkey of this account. */
export const POST = route({}, async ({ caller, request }) =>
  json(await ownPasskeyOptions(await caller(), relyingPartyOf(request)), { headers: { "Cache-Control": "no-store" } }),
);
