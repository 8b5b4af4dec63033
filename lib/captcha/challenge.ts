import { hkdfSync } from "node:crypto";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { z } from "zod";
import { loadOrCreateSecret } from "../core/data-secrets";
import { env } from "../core/env";
import { AppError } from "../core/errors";
import { processSingleton } from "../core/process-state";
import { requestClientAddress } from "../http/client-address";
import type { RequestHead } from "../http/request-head";
import { writeShareUsed } from "../rate-limit/activity";
import { workCeiling } from "./difficulty";
import { CHALLENGE_ALGORITHM } from "./schema";
import { payloadSchema } from "./schema";
import { spendChallenge } from "./spent";

// Proof-of-work challenges (ALTCHA's, altcha-lib's version 2): the server signs a random nonce and
// salt with the prefix of the key derived at a secret counter; the client counts up from 0 until a
// SHA-256 of salt, nonce and counter starts with that prefix, and sends back the challenge with its
// counter and key. Checking costs the server two HMACs (the key's signature, made when the
// challenge was), not the work. Nothing is stored until a solution is spent (spent.ts).

/** The request header carrying a solved challenge: ALTCHA's payload, JSON in base64. */
export const CAPTCHA_HEADER = "X-Captcha";

/** Long enough to write a paste in the editor after its challenge was solved. */
export const CHALLENGE_LIFETIME_SECONDS = 600;

/** A payload is about 800 characters; anything much longer is refused before it is decoded. */
export const MAX_PAYLOAD_CHARS = 4096;

/** The HMAC keys, derived from the session secret (as lib/auth/second-factor/secret-box.ts does). */
function keys(): { challenges: string; keys: string } {
  return processSingleton("captchaKeys", () => {
    const settings = env();
    const secret = settings.AUTH_SECRET ?? loadOrCreateSecret(settings.dataDir, "auth-secret");
    const derive = (info: string) => Buffer.from(hkdfSync("sha256", secret, "myst", info, 32)).toString("hex");
    return { challenges: derive("captcha challenges"), keys: derive("captcha keys") };
  });
}

/** A new challenge for a client at this address: more work the more it has written lately. */
export async function issueChallenge(clientAddress: string | undefined): Promise<Challenge> {
  const ceiling = workCeiling(await writeShareUsed(clientAddress));
  const { challenges, keys: keySecret } = keys();
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: 1,
    counter: randomInt(Math.floor(ceiling / 2), ceiling),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_SECONDS,
    hmacSignatureSecret: challenges,
    hmacKeySignatureSecret: keySecret,
  });
}

const HOW_TO_GET_ONE = "GET /api/v3/captcha gives a challenge to solve (see /docs/api/captcha).";

function refusal(reason: "missing" | "invalid" | "expired" | "used" | "outdated", message: string): AppError {
  return new AppError("forbidden", `${message} ${HOW_TO_GET_ONE}`, {}, { captcha: reason });
}

/**
 * Accepts a solved challenge once, or throws 403 naming what is wrong: none sent, not one this
 * server signed (forged, another server's, another key's, or not solved), expired, used before,
 * or outdated: asking less work than the address must do now.
 */
export async function spendSolvedChallenge(request: Pick<RequestHead, "headers">): Promise<void> {
  const header = request.headers.get(CAPTCHA_HEADER);
  if (!header)
    throw refusal("missing", `Writing without an account needs a solved proof-of-work challenge in the ${CAPTCHA_HEADER} header.`);
  const payload = header.length <= MAX_PAYLOAD_CHARS ? decode(header) : undefined;
  if (!payload) throw refusal("invalid", `The ${CAPTCHA_HEADER} header is not a solved challenge in ALTCHA's base64 JSON.`);
  const { challenges, keys: keySecret } = keys();
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: challenges,
    hmacKeySignatureSecret: keySecret,
  });
  if (result.expired) throw refusal("expired", `The challenge in the ${CAPTCHA_HEADER} header has expired.`);
  if (!result.verified) throw refusal("invalid", `The ${CAPTCHA_HEADER} header is not a solution of a challenge this server gave.`);
  const spent = await spendChallenge(payload.challenge.signature, payload.challenge.parameters.expiresAt * 1000);
  if (!spent) throw refusal("used", `The challenge in the ${CAPTCHA_HEADER} header was used already: each answers once.`);
  // The work asked grows with the address's writes when the challenge is given; checked again
  // now (after it is spent: a replay is told it is used), so challenges fetched while it was
  // quiet cannot be stocked up, solved cheaply and spent in a burst. Its counter (proved by the
  // solution) is at least half the ceiling it was drawn under, so as long as the address's
  // ceiling stays the same, no challenge is refused here.
  if (payload.solution.counter < Math.floor(workCeiling(await writeShareUsed(requestClientAddress(request))) / 2)) {
    throw refusal(
      "outdated",
      `The challenge in the ${CAPTCHA_HEADER} header asks less work than this address must do now that it has written more.`,
    );
  }
}

function decode(header: string): z.infer<typeof payloadSchema> | undefined {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(header.trim(), "base64").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
