import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { notFound } from "../../core/errors";
import type { Caller } from "../caller";
import { requireBrowser, requireRecentSecondFactor } from "../second-factor/recent";
import { listPasskeys, type PasskeyInfo, registerPasskey, registrationOptions, removePasskey } from "./passkeys";
import type { RelyingParty } from "./relying-party";

// The caller's own passkeys, from a signed-in browser only (like every second factor). Adding one
// or removing one is a change to how the account is protected: it wants a recent second factor
// when the account has one.

export function listOwnPasskeys(caller: Caller): Promise<PasskeyInfo[]> {
  return listPasskeys(requireBrowser(caller).user.id);
}

export function ownPasskeyOptions(caller: Caller, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { user } = requireBrowser(caller);
  requireRecentSecondFactor(caller);
  return registrationOptions(user, rp);
}

export function addOwnPasskey(
  caller: Caller,
  rp: RelyingParty,
  input: { name: string; response: RegistrationResponseJSON },
): Promise<PasskeyInfo> {
  const { user } = requireBrowser(caller);
  requireRecentSecondFactor(caller);
  return registerPasskey(user.id, rp, input);
}

export async function removeOwnPasskey(caller: Caller, passkeyId: string): Promise<void> {
  const { user } = requireBrowser(caller);
  requireRecentSecondFactor(caller);
  if (!(await removePasskey(user.id, passkeyId))) throw notFound("No such passkey.");
}
