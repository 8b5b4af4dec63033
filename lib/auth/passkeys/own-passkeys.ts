import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { notFound } from "../../core/errors";
import type { Caller } from "../caller";
import { afterSecondFactorAdded, requireBrowser, requireProof } from "../second-factor/recent";
import { hasSecondFactor } from "../second-factor/second-factors";
import { listPasskeys, type PasskeyInfo, registerPasskey, registrationOptions, removePasskey } from "./passkeys";
import type { RelyingParty } from "./relying-party";

// The caller's own passkeys, from a signed-in browser only (like every second factor). Adding one
// or removing one is a change to how the account is protected: each wants the proof recent.ts's
// rule asks for.

export function listOwnPasskeys(caller: Caller): Promise<PasskeyInfo[]> {
  return listPasskeys(requireBrowser(caller).user.id);
}

export function ownPasskeyOptions(caller: Caller, rp: RelyingParty, now = new Date()): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { user } = requireBrowser(caller);
  requireProof(caller, "add-second-factor", now);
  return registrationOptions(user, rp, now);
}

export async function addOwnPasskey(
  caller: Caller,
  rp: RelyingParty,
  input: { name: string; response: RegistrationResponseJSON },
  now = new Date(),
): Promise<PasskeyInfo> {
  const { user, session } = requireBrowser(caller);
  requireProof(caller, "add-second-factor", now);
  const wasFirst = !(await hasSecondFactor(user.id));
  const passkey = await registerPasskey(user.id, rp, input, now);
  await afterSecondFactorAdded(session, user.id, wasFirst, now);
  return passkey;
}

export async function removeOwnPasskey(caller: Caller, passkeyId: string, now = new Date()): Promise<void> {
  const { user } = requireBrowser(caller);
  requireProof(caller, "remove-second-factor", now);
  if (!(await removePasskey(user.id, passkeyId))) throw notFound("No such passkey.");
}
