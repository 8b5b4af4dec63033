import { z } from "zod";

// The contract of the account-security endpoints (sessions, sign-ins, second factors): routes,
// the settings page and OpenAPI all use these.

export const sessionIdParams = z.object({ id: z.string().max(64) });

export const sessionSchema = z.object({
  id: z.string(),
  device: z.string().describe('The browser and system in words, e.g. "Firefox on Linux".'),
  userAgent: z.string(),
  clientAddress: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime().describe("Precise to a minute."),
  current: z.boolean().describe("The session of the browser asking."),
});

export const signInSchema = z.object({
  at: z.iso.datetime(),
  method: z.string().describe("password, passkey, or the login provider (github, gitlab, oidc)."),
  secondFactor: z.enum(["totp", "recovery_code", "passkey"]).nullable(),
  succeeded: z.boolean().describe("false: the password was right, the second factor was not."),
  clientAddress: z.string(),
  userAgent: z.string(),
});

export const endedSessionsSchema = z.object({ ended: z.number().int() });

export const secondFactorCodeSchema = z.strictObject({
  code: z.string().trim().min(1, "Enter a code.").max(40, "A code has at most 40 characters."),
});

export const totpEnrolmentSchema = z.object({
  secret: z.string().describe("The secret in base32, for typing into an app by hand."),
  uri: z.string().describe("The otpauth:// URI."),
  qrCode: z.string().describe("The URI as a QR code: an SVG data: URL."),
});

export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).describe("Ten single-use codes, shown only in this response."),
});

export const recentSecondFactorSchema = z.object({
  validUntil: z.iso.datetime().describe("Sensitive actions of this browser need no code until then."),
});
