import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// Session cookies and access tokens carry 256-bit random secrets, so a fast hash is enough to
// keep them useless when the database leaks (there is nothing to brute-force); only the hash
// is ever stored.

/** A fresh 256-bit secret as 64 lower-case hex characters. */
export function newSecret(): string {
  return randomBytes(32).toString("hex");
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** Compares two hex digests in constant time, so response timing leaks nothing about either. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
