import { z } from "zod";
import { badRequest, notFound } from "../core/errors";
import type { Language } from "../languages/data";
import { findLanguage } from "../languages/resolve";
import { legacyLanguageName } from "./languages";

/** The version-2 language of interface.md 2.14, as answered and published (lib/legacy/openapi.ts). */
export const v2LanguageSchema = z.object({
  name: z.string(),
  mode: z.string(),
  mimes: z.array(z.string()),
  ext: z.array(z.string()),
  color: z.string(),
});
export type V2LanguageDto = z.infer<typeof v2LanguageSchema>;

export const v2LanguageQuerySchema = z.object({
  name: z.string().optional(),
  extension: z.string().optional(),
});

export const v2ExtensionQuerySchema = z.object({
  extension: z.string({ error: "The extension query parameter is required." }),
});

/**
 * Looks a language up by `name` or `extension`, resolved exactly like /api/v3/langs/:name; an
 * original name is answered as itself ("MySQL", not "SQL"), an unknown one as both originals
 * answer a lookup: 404 `language not found.` (400 `invalid language value.` is for a pasty's
 * language on create and edit).
 */
export function findV2Language(query: z.infer<typeof v2LanguageQuerySchema>): V2LanguageDto {
  const wanted = query.name ?? query.extension;
  if (wanted === undefined || wanted.trim() === "") {
    throw badRequest("Give the language as ?name= or ?extension=.");
  }
  const language = findLanguage(wanted);
  if (!language) throw notFound("language not found.");
  return toV2LanguageDto(language, wanted);
}

// Version-2 clients drive CodeMirror 5 with `mode`; "null" is its plain-text mode.
function toV2LanguageDto(language: Language, asked: string): V2LanguageDto {
  return {
    name: legacyLanguageName(language.name, asked),
    mode: language.codemirrorMode ?? "null",
    mimes: language.codemirrorMimeType ? [language.codemirrorMimeType] : ["text/plain"],
    ext: language.extensions.map((extension) => extension.replace(/^\./, "")),
    color: language.color ?? "",
  };
}
