import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { announceChange } from "../../changes/announce";
import { badRequest, unauthorized } from "../../core/errors";
import { db } from "../../db/client";
import { withUniqueId } from "../../db/unique-id";
import { type ChallengePurpose, keepChallenge, takeChallenge } from "./challenges";
import type { RelyingParty } from "./relying-party";

// Passkeys (WebAuthn) through SimpleWebAuthn, which checks what is easy to get subtly wrong:
// the signed client data (challenge, origin, type), the relying party's id hash, the flags, the
// COSE key and signature. What it leaves to us: challenges single-use and short-lived
// (challenges.ts), the credential belonging to the account expected, and the signature counter
// only ever moving forward (a cloned authenticator would repeat counts), kept by a conditional update.

export const PASSKEY_REFUSED = "The passkey was not accepted.";
export const PASSKEY_EXPIRED = "The passkey request expired or was already used; try again.";

const MAX_PASSKEYS = 20;

/** The challenge a browser's response answers (from its client data, which the verification checks too). */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string {
  const data = response.response?.clientDataJSON;
  if (typeof data !== "string" || data.length > 16_384) return "";
  try {
    const parsed = JSON.parse(Buffer.from(data, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof parsed.challenge === "string" ? parsed.challenge : "";
  } catch {
    return "";
  }
}

const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

export async function registrationOptions(
  user: { id: string; username: string },
  rp: RelyingParty,
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db().passkey.findMany({ where: { userId: user.id }, select: { credentialId: true, transports: true } });
  if (existing.length >= MAX_PASSKEYS) throw badRequest(`An account has at most ${MAX_PASSKEYS} passkeys.`);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: userHandleOf(user.id),
    attestationType: "none",
    // Discoverable, so the passkey alone signs in (no username typed).
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports as AuthenticatorTransport[],
    })),
  });
  await keepChallenge(options.challenge, "register", user.id, now);
  return options;
}

export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export async function registerPasskey(
  userId: string,
  rp: RelyingParty,
  input: { name: string; response: RegistrationResponseJSON },
  now = new Date(),
): Promise<PasskeyInfo> {
  const challenge = challengeOf(input.response);
  if (!(await takeChallenge(challenge, "register", userId, now))) throw badRequest(PASSKEY_EXPIRED);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw badRequest(PASSKEY_REFUSED);
  }
  if (!verification.verified) throw badRequest(PASSKEY_REFUSED);
  const { credential } = verification.registrationInfo;
  const created = await withUniqueId((id) =>
    db().passkey.create({
      data: {
        id,
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
        createdAt: now,
      },
    }),
  );
  // Sessions remember whether the account has a second factor (lib/auth/sessions.ts).
  await announceChange({ userId });
  return { id: created.id, name: created.name, createdAt: created.createdAt, lastUsedAt: null };
}

export async function listPasskeys(userId: string): Promise<PasskeyInfo[]> {
  return db().passkey.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
  });
}

export async function removePasskey(userId: string, passkeyId: string): Promise<boolean> {
  const { count } = await db().passkey.deleteMany({ where: { id: passkeyId, userId } });
  if (count > 0) await announceChange({ userId });
  return count > 0;
}

/**
 * Options for signing in: with `userId` (the second step of a password sign-in) only that
 * account's passkeys; without, any passkey of this site the browser holds (discoverable).
 */
export async function authenticationOptions(
  rp: RelyingParty,
  purpose: Exclude<ChallengePurpose, "register">,
  userId: string | null,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allowed = userId ? await db().passkey.findMany({ where: { userId }, select: { credentialId: true, transports: true } }) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: purpose === "sign-in" ? "required" : "preferred",
    allowCredentials: allowed.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports as AuthenticatorTransport[] })),
  });
  await keepChallenge(options.challenge, purpose, userId, now);
  return options;
}

/** Checks a passkey's signature; answers whose passkey it is (401 for anything wrong). */
export async function verifyPasskey(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  purpose: Exclude<ChallengePurpose, "register">,
  userId: string | null,
  now = new Date(),
): Promise<string> {
  const challenge = challengeOf(response);
  if (!(await takeChallenge(challenge, purpose, userId, now))) throw unauthorized(PASSKEY_EXPIRED);
  const passkey = typeof response.id === "string" ? await db().passkey.findUnique({ where: { credentialId: response.id } }) : null;
  if (!passkey || (userId !== null && passkey.userId !== userId)) throw unauthorized(PASSKEY_REFUSED);
  const handle = response.response?.userHandle;
  if (handle && handle !== Buffer.from(userHandleOf(passkey.userId)).toString("base64url")) throw unauthorized(PASSKEY_REFUSED);
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
      requireUserVerification: purpose === "sign-in",
    });
    if (!verification.verified) throw unauthorized(PASSKEY_REFUSED);
    newCounter = verification.authenticationInfo.newCounter;
  } catch {
    throw unauthorized(PASSKEY_REFUSED);
  }
  // Authenticators that count never go back; those that do not always send 0.
  const { count } = await db().passkey.updateMany({
    where: { id: passkey.id, counter: newCounter === 0 ? 0 : { lt: newCounter } },
    data: { counter: newCounter, lastUsedAt: now },
  });
  if (count !== 1) throw unauthorized(PASSKEY_REFUSED);
  return passkey.userId;
}
