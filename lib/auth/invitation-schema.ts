import { z } from "zod";
import { expiresInSchema } from "../core/expires-in";

// The invitations API's contract (app/api/v3/invitations): what an admin sends and gets back.

export const createInvitationInputSchema = z.strictObject({
  maxUses: z.number().int().min(1).max(1000).default(1).describe("How many accounts the invitation may create."),
  expiresIn: expiresInSchema.default("1w").describe("How long the invitation works (the paste expiry values)."),
});

export const invitationSchema = z.object({
  id: z.string(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  revoked: z.boolean(),
});
export type InvitationDto = z.infer<typeof invitationSchema>;

export const createdInvitationSchema = invitationSchema.extend({
  code: z.string().describe("The invitation's code: shown this once, never stored."),
  url: z.string().describe("The sign-up link that carries the code."),
});

export const invitationParamsSchema = z.object({ id: z.string().min(1).max(8) });
