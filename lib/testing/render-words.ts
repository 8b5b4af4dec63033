import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createTranslator } from "next-intl";
import type { PageLocale } from "../i18n/locales";
import { type RenderNote, noteText, type RenderWords } from "../render/notes";
import { inReadersWords } from "../render/in-readers-words";

// lib/render's notes and markers in a reader's words, as the page says them: for the tests that
// read what a rendering tells its reader.

const catalogue = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, "../i18n/messages", locale, `${namespace}.json`), "utf8")) as Record<string, unknown>;

export function renderWordsIn(locale: PageLocale): RenderWords {
  const t = createTranslator({ locale, messages: { render: catalogue(locale, "render"), site: catalogue(locale, "site") } });
  const say = t as unknown as (key: string, values?: Record<string, string | number>) => string;
  return { message: (key, values) => say(`render.${key}`, values), units: (key, values) => say(`site.units.${key}`, values) };
}

const english = renderWordsIn("en");

/** A rendering's HTML with its markers in English. */
export const inEnglish = (html: string): string => inReadersWords({ key: "k", html, note: null }, "en", english).html;

/** A note in English. */
export const noteInEnglish = (note: RenderNote): string => noteText(note, english);
