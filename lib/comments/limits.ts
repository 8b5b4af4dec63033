// Limits of comments that the browser needs too: no imports, so a page that shows the comment
// form does not ship the Zod schemas (and what they import) to the browser.

/** The longest comment body, in characters. */
export const COMMENT_BODY_MAX = 10_000;
