import "../openapi/zod";
import { z } from "zod";

// A challenge as GET /api/v3/captcha answers it, and the payload a client sends back in X-Captcha:
// exactly what lib/captcha/challenge.ts signs (anything else would fail the signature anyway).

export const CHALLENGE_ALGORITHM = "SHA-256";

const hex = z.string().regex(/^[0-9a-f]+$/);

export const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.literal(CHALLENGE_ALGORITHM),
    cost: z.number().int().positive().openapi({ description: "SHA-256 rounds per counter value (1)." }),
    expiresAt: z.number().int().positive().openapi({ description: "When the challenge stops being accepted, in Unix seconds." }),
    keyLength: z.number().int().positive(),
    keyPrefix: hex.openapi({ description: "What the derived key of the right counter starts with." }),
    keySignature: hex,
    nonce: hex,
    salt: hex,
  }),
  signature: hex,
});

export const payloadSchema = z.object({
  challenge: challengeSchema,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: hex }),
});
