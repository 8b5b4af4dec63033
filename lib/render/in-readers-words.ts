import type { RenderedHtml } from "./jobs";
import { type RenderWords, sayValues } from "./notes";

// The page's half of words.mjs: the markers a render thread leaves in a table's or a notebook's
// HTML, replaced with their messages in the reader's language when the page is made. The
// rendering's content address gets the language added: the slot that carries the HTML into the
// page (slots.ts) is addressed by it, and two readers of two languages may be served at once.

const TEXT = /<span data-message="([\w.]+)" data-values="([^"]*)"><\/span>/g;
const ALT = /data-alt-message="([\w.]+)" data-values="([^"]*)"/g;

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => Object.entries(entities).find(([, escaped]) => escaped === entity)![0]);

/** A marker's values: numbers and strings, nothing else (a marker is only ever ours, but read it as if it were not). */
function valuesOf(attribute: string): Record<string, string | number> {
  try {
    const parsed = JSON.parse(unescapeHtml(attribute)) as unknown;
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === "number" || typeof value === "string"));
  } catch {
    return {};
  }
}

/** `rendered` with the words its markers stand for in the reader's language, `locale`. */
export function inReadersWords(rendered: RenderedHtml, locale: string, words: RenderWords): RenderedHtml {
  if (!rendered.html.includes("data-message=") && !rendered.html.includes("data-alt-message=")) return rendered;
  const say = (key: string, values: string) => escapeHtml(words.message(key, sayValues(valuesOf(values), words)));
  const html = rendered.html
    .replace(TEXT, (_, key: string, values: string) => say(key, values))
    .replace(ALT, (_, key: string, values: string) => `alt="${say(key, values)}"`);
  return { ...rendered, key: `${rendered.key}-${locale}`, html };
}
