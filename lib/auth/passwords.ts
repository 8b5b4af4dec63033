import { hash, verify } from "@node-rs/argon2";
import { processSingleton } from "../core/process-state";

// argon2id: the library's default algorithm and parameters (19 MiB, 2 passes, OWASP's minimum).

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, verified when the username is unknown so a sign-in takes as
 * long for a missing user as for a wrong password (no user enumeration by timing).
 */
export function decoyPasswordHash(): Promise<string> {
  return processSingleton("decoyPasswordHash", () => hashPassword(crypto.randomUUID()));
}
