// How many of one write's secret findings an answer lists: a text of 1.9 MB of JWT-like tokens
// made 30,000 findings and a 3.7 MB answer (issue 24). Its own module, so that the findings
// (findings.ts) and the schema that describes them (schema.ts) both use it without importing
// each other.

/** Findings listed per kind of secret. */
export const WARNINGS_PER_KIND = 10;
/** Findings listed in all. */
export const WARNINGS_LISTED = 100;
