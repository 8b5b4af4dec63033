import { z } from "zod";
import { AppError } from "../core/errors";
import { describeZodError } from "../http/error-response";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./passwords";
import { PENDING_LOGIN_MAX_AGE_SECONDS } from "./next-auth-options";
import { USERNAME_PROBLEMS } from "../users/username-problems";

// What the sign-in, sign-up and choose-a-username pages may say about a failed attempt. The
// forms send the browser back with ?error=<code>, and the pages show the message of a known code
// only: a link to /login?error=<any text> used to show that text as if the site said it.

const messages = {
  wrong_credentials: "Wrong username or password.",
  username_missing: "Enter your username.",
  password_missing: "Enter your password.",
  ...USERNAME_PROBLEMS,
  password_too_short: `A password has at least ${MIN_PASSWORD_LENGTH} characters.`,
  password_too_long: `A password has at most ${MAX_PASSWORD_LENGTH} characters.`,
  local_accounts_off: "Local accounts are turned off on this service.",
  registration_closed: "Registration is closed on this instance.",
  invitation_required: "Creating an account here needs an invitation.",
  invitation_not_valid: "This invitation is not valid: it was used up, has expired or was revoked.",
  cross_site: "Cross-site requests with a session cookie are not allowed.",
  provider_login_expired: `The provider login expired (after ${PENDING_LOGIN_MAX_AGE_SECONDS / 60} minutes); sign in again.`,
  sign_in_incomplete: "The sign-in did not complete. Please try again.",
  provider_failed: "Signing in with the provider did not work. Please try again.",
  wrong_code: "That code is not right, or was already used.",
  second_step_expired: "This sign-in expired or was already completed; sign in again.",
  too_many_codes: "Too many wrong codes for this sign-in: sign in with your password again.",
  failed: "Something went wrong. Please try again.",
} as const;

export type FormErrorCode = keyof typeof messages;

const codeByMessage = new Map<string, FormErrorCode>(Object.entries(messages).map(([code, message]) => [message, code as FormErrorCode]));

// The codes next-auth itself puts in ?error= when a provider login fails (its pages.error).
const nextAuthCodes = new Set([
  "Signin",
  "OAuthSignin",
  "OAuthCallback",
  "OAuthCreateAccount",
  "EmailCreateAccount",
  "Callback",
  "OAuthAccountNotLinked",
  "EmailSignin",
  "CredentialsSignin",
  "SessionRequired",
  "Configuration",
  "AccessDenied",
  "Verification",
  "Default",
]);

/** The code for what a form handler threw; `failed` for anything without a message of its own. */
export function formErrorCode(error: unknown): FormErrorCode {
  const message =
    error instanceof AppError ? error.message : error instanceof z.ZodError ? describeZodError(error).replace(/^[\w.]+: /, "") : "";
  return codeByMessage.get(message) ?? "failed";
}

/** Every code's English message, which the catalogues' `account.errors` words in each language. */
export const formErrorMessages: Readonly<Record<FormErrorCode, string>> = messages;

/** The values the messages take (the catalogues' placeholders: {min}, {max}, {minutes}). */
export const formErrorValues = {
  min: MIN_PASSWORD_LENGTH,
  max: MAX_PASSWORD_LENGTH,
  minutes: PENDING_LOGIN_MAX_AGE_SECONDS / 60,
} as const;

export const FORM_ERROR_CODES = Object.keys(messages) as FormErrorCode[];

/** The code whose message a page shows for ?error=: only a known code, never the text itself. */
export function knownFormError(error: string | string[] | undefined): FormErrorCode | undefined {
  if (typeof error !== "string") return undefined;
  if (Object.hasOwn(messages, error)) return error as FormErrorCode;
  return nextAuthCodes.has(error) ? "provider_failed" : undefined;
}
