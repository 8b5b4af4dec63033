// The checks the form runs before sending, with the server's limits (lib/pastes/schema.ts, the
// size limit from the settings) handed to the page, so most mistakes show before a round trip.
// Their words are the reader's: the form hands in its catalogue (editor.validation).

export interface EditorLimits {
  title: number;
  pastyTitle: number;
  pasties: number;
  tags: number;
  tag: number;
  /** Total UTF-8 bytes of all pasties' content. */
  contentBytes: number;
}

/** Field keys: "title", "expiresIn", "flags", "tags", "password", "pasties", "content", "form", or `pasty:<key>:title|content|language`. */
export type FieldErrors = Record<string, string>;

export const pastyField = (key: string, part: "title" | "content" | "language") => `pasty:${key}:${part}`;

export interface PasteFormInput {
  title: string;
  pasties: readonly { key: string; title: string; content: string }[];
  tags: readonly string[];
  encrypted: boolean;
  password: string;
}

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * HTTP header values are bytes: browsers refuse to send characters beyond Latin-1 in the
 * Encryption-Key header, so such a password could never be sent (nor typed again to unlock).
 */
export function isSendableHeaderValue(value: string): boolean {
  // Printable Latin-1 only: no control characters (a header cannot carry a line break).
  return /^[\x20-\x7e\xa0-\xff]*$/.test(value) && value.trim() === value;
}

/** Tags as the server will keep them: trimmed, empty ones dropped, duplicates dropped. */
export function normalizeTagList(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ""))];
}

/** The mistakes the form names, each a message of the catalogue's editor.validation. */
export type ValidationMessage =
  | "titleTooLong"
  | "tooManyPasties"
  | "pastyTitleTooLong"
  | "tooLarge"
  | "empty"
  | "tooManyTags"
  | "tagTooLong"
  | "passwordMissing"
  | "passwordUnsendable";

/** How the form words a mistake, in the reader's language: the message, and a size in bytes. */
export interface ValidationWords {
  message: (key: ValidationMessage, values?: Record<string, string | number>) => string;
  size: (bytes: number) => string;
}

export function validatePasteForm(input: PasteFormInput, limits: EditorLimits, say: ValidationWords): FieldErrors {
  const errors: FieldErrors = {};
  if (input.title.length > limits.title) errors.title = say.message("titleTooLong", { max: limits.title });
  if (input.pasties.length > limits.pasties) errors.pasties = say.message("tooManyPasties", { max: limits.pasties });
  for (const pasty of input.pasties) {
    if (pasty.title.length > limits.pastyTitle) {
      errors[pastyField(pasty.key, "title")] = say.message("pastyTitleTooLong", { max: limits.pastyTitle });
    }
  }
  const bytes = input.pasties.reduce((sum, pasty) => sum + utf8Length(pasty.content), 0);
  if (bytes > limits.contentBytes) {
    errors.content = say.message("tooLarge", { size: say.size(bytes), max: say.size(limits.contentBytes) });
  } else if (input.pasties.every((pasty) => pasty.content.trim() === "")) {
    errors.content = say.message("empty");
  }
  const tags = normalizeTagList(input.tags);
  if (tags.length > limits.tags) errors.tags = say.message("tooManyTags", { max: limits.tags });
  else if (tags.some((tag) => tag.length > limits.tag)) errors.tags = say.message("tagTooLong", { max: limits.tag });
  if (input.encrypted) {
    if (input.password === "") errors.password = say.message("passwordMissing");
    else if (!isSendableHeaderValue(input.password)) errors.password = say.message("passwordUnsendable");
  }
  return errors;
}
