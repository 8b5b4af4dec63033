// The checks the form runs before sending, with the server's limits (lib/pastes/schema.ts, the
// size limit from the settings) handed to the page, so most mistakes show before a round trip.

import { formatBytes } from "../core/units";

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

export function validatePasteForm(input: PasteFormInput, limits: EditorLimits): FieldErrors {
  const errors: FieldErrors = {};
  if (input.title.length > limits.title) errors.title = `A title has at most ${limits.title} characters.`;
  if (input.pasties.length > limits.pasties) errors.pasties = `A paste has at most ${limits.pasties} pasties.`;
  for (const pasty of input.pasties) {
    if (pasty.title.length > limits.pastyTitle) {
      errors[pastyField(pasty.key, "title")] = `A pasty title has at most ${limits.pastyTitle} characters.`;
    }
  }
  const bytes = input.pasties.reduce((sum, pasty) => sum + utf8Length(pasty.content), 0);
  if (bytes > limits.contentBytes) {
    errors.content = `The paste holds ${formatBytes(bytes)}; at most ${formatBytes(limits.contentBytes)} are allowed.`;
  } else if (input.pasties.every((pasty) => pasty.content.trim() === "")) {
    errors.content = "Write or paste something first.";
  }
  const tags = normalizeTagList(input.tags);
  if (tags.length > limits.tags) errors.tags = `A paste has at most ${limits.tags} tags.`;
  else if (tags.some((tag) => tag.length > limits.tag)) errors.tags = `A tag has at most ${limits.tag} characters.`;
  if (input.encrypted) {
    if (input.password === "") errors.password = "Choose a password to encrypt the paste with.";
    else if (!isSendableHeaderValue(input.password)) {
      errors.password =
        "The password can use letters, digits, spaces and symbols of Western European languages only (no emoji), and cannot start or end with a space.";
    }
  }
  return errors;
}
