import { Secret, TOTP } from "otpauth";

const STEP_MS = 30_000;
/** Longer than any code takes from being made here to being checked by the route under test. */
const STEP_END_MARGIN_MS = 3_000;

/**
 * The code an authenticator app shows `stepsAhead` 30-second steps from now (-1: a step ago, a
 * code still accepted and earlier than any used after it). Never made in the last seconds of a
 * step: a code of the step before now, checked after the next step began, would be two steps old
 * and refused (the server takes one step either side), which made tests fail now and then.
 */
export async function authenticatorCode(secret: string, stepsAhead = 0): Promise<string> {
  const intoStep = Date.now() % STEP_MS;
  if (intoStep > STEP_MS - STEP_END_MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, STEP_MS - intoStep + 10));
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * STEP_MS });
}
