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

// A browser's WebAuthn responses, checked by SimpleWebAuthn (lib/auth/passkeys); here only their
// outline, every field named (what @simplewebauthn/browser sends).
const base64url = z
  .string()
  .max(16_384)
  .regex(/^[\w-]*$/, "Not base64url.");
const webAuthnFields = {
  id: base64url.max(1024),
  rawId: base64url.max(1024),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.strictObject({ credProps: z.strictObject({ rk: z.boolean().optional() }).optional() }),
};

const registrationResponseSchema = z.strictObject({
  ...webAuthnFields,
  response: z.strictObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z
      .array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]))
      .max(8)
      .optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});

const authenticationResponseSchema = z.strictObject({
  ...webAuthnFields,
  response: z.strictObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export const addPasskeySchema = z.strictObject({
  name: z.string().trim().min(1, "Give the passkey a name.").max(64, "A passkey's name has at most 64 characters."),
  response: registrationResponseSchema,
});

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});

export const passkeyIdParams = z.object({ id: z.string().max(64) });

export const passkeySignInSchema = z.strictObject({
  step: z.enum(["sign-in", "second-factor"]),
  response: authenticationResponseSchema.optional(),
  next: z.string().max(2048).optional(),
});
