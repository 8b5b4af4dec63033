import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { issueChallenge } from "../captcha/challenge";
import { encodePayload } from "../captcha/payload";

// Solves challenges in tests the way a script would (docs/api/captcha.md): node:crypto's SHA-256,
// a few milliseconds at the least work.

export async function solve(challenge: Challenge): Promise<{ counter: number; derivedKey: string }> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge was not solved in time");
  return solution;
}

/** An X-Captcha header value: a fresh challenge of this server, solved. */
export async function solvedCaptcha(challenge?: Challenge): Promise<string> {
  const given = challenge ?? (await issueChallenge(undefined));
  return encodePayload(given, await solve(given));
}
