import { z } from "zod";
import { isReservedUsername } from "./reserved-usernames";
import { USERNAME_PROBLEMS } from "./username-problems";

// Usernames: 1–20 characters of A-Za-z0-9._-, unique regardless of case (users.username_key).
// New names (sign-up, provider sign-up, rename) are also checked against the reserved names and
// may not be made of dots only: "." and ".." are path segments that URLs resolve away, so such a
// user's profile and API addresses could never be reached.

export const usernamePattern = /^[A-Za-z0-9._-]{1,20}$/;

export const usernameSchema = z
  .string()
  .trim()
  .min(1, USERNAME_PROBLEMS.username_required)
  .max(20, USERNAME_PROBLEMS.username_too_long)
  .regex(usernamePattern, USERNAME_PROBLEMS.username_characters)
  .refine((name) => !/^\.+$/.test(name), USERNAME_PROBLEMS.username_dots)
  .refine((name) => !isReservedUsername(name), USERNAME_PROBLEMS.username_reserved);

/** The case-insensitive key stored in users.username_key. */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}

/**
 * A valid username derived from what a provider knows about the person (login, name, email), for
 * the choose-a-username step; the person can still change it.
 */
export function suggestUsername(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const cleaned = (candidate ?? "")
      .split("@")[0]!
      .replace(/\s+/g, "_")
      .replace(/[^A-Za-z0-9._-]/g, "")
      .slice(0, 20);
    if (usernameSchema.safeParse(cleaned).success) return cleaned;
  }
  return "";
}
