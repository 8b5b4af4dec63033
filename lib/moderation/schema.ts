import { z } from "zod";
import { MODERATION_NOTE_MAX, REPORT_CONTACT_MAX, REPORT_DETAILS_MAX, REPORT_REASONS } from "./reasons";

// What a report and a moderation decision are made of: the contract of the routes, the report
// dialog and the OpenAPI document alike.

/** Empty text is no text: a form sends "" for a field left blank. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((text) => text || undefined);

export const reportInputSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS),
  details: optionalText(REPORT_DETAILS_MAX),
  contact: optionalText(REPORT_CONTACT_MAX),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportReferenceSchema = z.object({ reference: z.string() });
export type ReportReference = z.infer<typeof reportReferenceSchema>;

/** Why an admin does what they do (the audit log keeps it). */
const moderationNote = z.string().trim().min(1, "A note saying why is required.").max(MODERATION_NOTE_MAX);

/** An admin disabling or enabling an account (/admin/users). */
export const accountDecisionSchema = z.strictObject({ note: moderationNote });

export const usernameParamsSchema = z.object({ username: z.string().min(1).max(40) });

export const adminUsersQuerySchema = z.object({
  q: z.string().max(40).optional(),
  page: z.string().max(6).optional(),
});

export const MODERATION_DECISIONS = ["quarantine", "dismiss", "delete", "disable-owner"] as const;

/**
 * An admin's decision on a reported paste: hold it back while it is reviewed, close its reports
 * (releasing it if it was held back), delete it, or disable its owner's account; each says why.
 */
export const moderationDecisionSchema = z.strictObject({
  decision: z.enum(MODERATION_DECISIONS),
  note: moderationNote,
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

export const moderationOutcomeSchema = z.object({ closedReports: z.number().int() });
export type ModerationOutcome = z.infer<typeof moderationOutcomeSchema>;
