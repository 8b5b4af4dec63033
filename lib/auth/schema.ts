import { z } from "zod";
import { expiresInSchema } from "../core/expires-in";
import { usernameSchema } from "../users/username";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./passwords";
import { scopes } from "./caller";

// The contract of the auth endpoints and forms: routes, forms and OpenAPI all use these.

export const scopeSchema = z.enum(scopes);

export const createAccessTokenSchema = z.strictObject({
  scopes: z.array(scopeSchema).min(1, "At least one scope is required."),
  description: z.string().max(256, "A description has at most 256 characters.").optional(),
  expiresIn: expiresInSchema,
});
export type CreateAccessTokenInput = z.infer<typeof createAccessTokenSchema>;

export const accessTokenIdParams = z.object({ id: z.string() });

/** A new token as its creation answers it: the only time the secret is shown. */
export const createdAccessTokenSchema = z.object({
  accessToken: z.string().describe("`<8-char id>-<64 hex>`; shown only in this response."),
  expiresAt: z.iso.datetime().nullable(),
});

/** A token as its owner's list shows it, without its secret. */
export const accessTokenInfoSchema = z.object({
  id: z.string(),
  description: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  scopes: z.array(scopeSchema),
});
export type AccessTokenDto = z.infer<typeof accessTokenInfoSchema>;

export const usernameQuerySchema = z.object({ username: z.string() });

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `A password has at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `A password has at most ${MAX_PASSWORD_LENGTH} characters.`);

/** The sign-up form; `invitation`: the code of an invitation link, needed while REGISTRATION=invite. */
export const signUpSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  invitation: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((code) => code || undefined),
});
export const signInSchema = z.object({
  username: z.string().trim().min(1, "Enter your username."),
  password: z.string().min(1, "Enter your password."),
});
export const chooseUsernameSchema = z.object({ username: usernameSchema });
