import { badRequest } from "../core/errors";
import { TAG_MAX, TAGS_MAX } from "./schema";

/** Trimmed, empty ones dropped, duplicates dropped, at most TAGS_MAX of at most TAG_MAX chars. */
export function normalizeTags(tags: readonly string[]): string[] {
  const unique = [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ""))];
  if (unique.length > TAGS_MAX) throw badRequest(`A paste has at most ${TAGS_MAX} tags.`);
  if (unique.some((tag) => tag.length > TAG_MAX)) throw badRequest(`A tag has at most ${TAG_MAX} characters.`);
  return unique;
}
