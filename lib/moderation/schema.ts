import { z } from "zod";

// What a report and a moderation decision are made of: the contract of the routes, the report
// dialog and the OpenAPI document alike.

export const REPORT_REASONS = ["illegal", "malware", "spam", "personal-data", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons as the report dialog and the queue name them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  illegal: "Illegal content",
  malware: "Malware or phishing",
  spam: "Spam",
  "personal-data": "Personal data",
  copyright: "Copyright",
  other: "Other",
};

export const REPORT_DETAILS_MAX = 2000;
export const REPORT_CONTACT_MAX = 200;
export const MODERATION_NOTE_MAX = 500;

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

export const MODERATION_DECISIONS = ["dismiss", "delete"] as const;

/** An admin's decision on a reported paste: close its reports, or delete it; either says why. */
export const moderationDecisionSchema = z.strictObject({
  decision: z.enum(MODERATION_DECISIONS),
  note: z.string().trim().min(1, "A note saying why is required.").max(MODERATION_NOTE_MAX),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

export const moderationOutcomeSchema = z.object({ closedReports: z.number().int() });
export type ModerationOutcome = z.infer<typeof moderationOutcomeSchema>;
