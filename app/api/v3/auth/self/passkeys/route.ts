import { addOwnPasskey, listOwnPasskeys } from "@/lib/auth/passkeys/own-passkeys";
import { relyingPartyOf } from "@/lib/auth/passkeys/relying-party";
import { addPasskeySchema } from "@/lib/auth/security-schema";
import { json } from "@/lib/http/responses";
import { route } from "@/lib/api/route";

export const GET = route({}, async ({ caller }) => listOwnPasskeys(await caller()));

export const POST = route({ body: addPasskeySchema }, async ({ caller, body, request }) =>
  json(await addOwnPasskey(await caller(), relyingPartyOf(request), body), { status: 201 }),
);
