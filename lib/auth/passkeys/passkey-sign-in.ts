import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { unauthorized } from "../../core/errors";
import { db } from "../../db/client";
import type { FormOutcome } from "../form-action";
import { clearedPendingSignInCookie, consumePendingSignIn, findPendingSignIn } from "../second-factor/pending-sign-in";
import { SECOND_STEP_EXPIRED } from "../second-factor/second-step";
import { type SignInContext, startSession } from "../sign-in";
import { authenticationOptions, verifyPasskey } from "./passkeys";
import type { RelyingParty } from "./relying-party";

// Signing in with a passkey: alone (any passkey of this site the browser holds; it proves both
// who and — through the authenticator's user verification — a second factor), or as the second
// step of a password (or provider) sign-in (only that account's passkeys, for its pending sign-in).

export type PasskeyStep = "sign-in" | "second-factor";

export async function passkeySignInOptions(
  step: PasskeyStep,
  cookies: string | null,
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  if (step === "sign-in") return authenticationOptions(rp, "sign-in", null);
  const pending = await findPendingSignIn(cookies);
  if (!pending) throw unauthorized(SECOND_STEP_EXPIRED);
  return authenticationOptions(rp, "second-factor", pending.userId);
}

export async function signInWithPasskey(
  step: PasskeyStep,
  response: AuthenticationResponseJSON,
  cookies: string | null,
  rp: RelyingParty,
  context: Omit<SignInContext, "method" | "secondFactor">,
  next: string,
): Promise<FormOutcome> {
  if (step === "sign-in") {
    const userId = await verifyPasskey(rp, response, "sign-in", null);
    const user = await db().user.findUniqueOrThrow({ where: { id: userId } });
    return { location: next, cookies: [await startSession(user, { method: "passkey", secondFactor: "passkey", ...context })] };
  }
  const pending = await findPendingSignIn(cookies);
  if (!pending) throw unauthorized(SECOND_STEP_EXPIRED);
  await verifyPasskey(rp, response, "second-factor", pending.userId);
  if (!(await consumePendingSignIn(cookies))) throw unauthorized(SECOND_STEP_EXPIRED);
  const user = await db().user.findUniqueOrThrow({ where: { id: pending.userId } });
  const session = await startSession(user, { method: pending.method, secondFactor: "passkey", ...context });
  return { location: next, cookies: [session, clearedPendingSignInCookie()] };
}
