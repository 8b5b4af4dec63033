import type { Challenge, Solution } from "altcha-lib";

// The X-Captcha header's value: ALTCHA's payload, the challenge as it was given with its
// solution, JSON in base64. Shared by the browser's solver, the tests and the scripts' recipe.

export function encodePayload(challenge: Challenge, solution: Pick<Solution, "counter" | "derivedKey">): string {
  // All ASCII (hex and numbers), so btoa takes it as it is.
  return btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
}
