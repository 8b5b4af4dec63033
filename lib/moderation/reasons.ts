// The reasons of a report and the lengths of its texts, apart from the Zod schemas
// (schema.ts): the report dialog is in every paste page, and pages load no Zod (its probe for eval
// trips the pages' Content-Security-Policy).

export const REPORT_REASONS = ["illegal", "malware", "spam", "personal-data", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 2000;
export const REPORT_CONTACT_MAX = 200;
export const MODERATION_NOTE_MAX = 500;
