// Limits of comments that the browser needs too: no imports, so a page that shows the comment
// form does not ship the Zod schemas (and what they import) to the browser.

/** The longest comment body, in characters. */
export const COMMENT_BODY_MAX = 10_000;
export const COMMENT_TOO_LONG = `A comment has at most ${COMMENT_BODY_MAX.toLocaleString("en")} characters.`;

/**
 * The longest body of a comment on an end-to-end encrypted paste: a longest body sealed
 * (lib/end-to-end/format.ts), each character at most 3 bytes of UTF-8, with IV and tag, in base64url.
 */
export const SEALED_COMMENT_BODY_MAX = Math.ceil(((COMMENT_BODY_MAX * 3 + 12 + 16) * 4) / 3);
