import { createHash } from "node:crypto";
import type { LanguageSupport } from "@codemirror/language";
import { classHighlighter, highlightTree } from "@lezer/highlight";
import { findLanguage } from "../languages/resolve";
import { codemirrorLanguageFor } from "./codemirror-language";
import { BoundedCache } from "./bounded-cache";

/** Highlighted HTML of one text, one string per line (without the newline). */
export type HighlightedLines = readonly string[];

// Content-addressed: the key is a hash of language and text, so an edit can never be served a
// stale rendering, on this instance or on any other sharing the database: no invalidation needed.
const rendered = new BoundedCache<HighlightedLines>({ maxWeight: 32 * 1024 * 1024 });
const supports = new Map<string, Promise<LanguageSupport>>();

/**
 * Syntax-highlights `code` as `languageName` with the editor's own grammars and CodeMirror's
 * `tok-*` classes (components/paste/highlight.css colours them for both themes). Unknown
 * languages and plain text come back escaped, still split into lines.
 */
export async function highlightLines(code: string, languageName: string): Promise<HighlightedLines> {
  const key = createHash("sha256").update(languageName).update("\0").update(code).digest("base64url");
  const cached = rendered.get(key);
  if (cached) return cached;
  const lines = await render(code, languageName);
  rendered.set(key, lines, code.length * 3);
  return lines;
}

async function render(code: string, languageName: string): Promise<HighlightedLines> {
  const language = findLanguage(languageName);
  const description = language ? codemirrorLanguageFor(language) : null;
  if (!description) return code.split("\n").map(escapeHtml);
  let support = supports.get(description.name);
  if (!support) {
    support = description.load();
    supports.set(description.name, support);
  }
  const tree = (await support).language.parser.parse(code);
  const lines: string[] = [];
  let line = "";
  let position = 0;
  const emit = (text: string, classes: string) => {
    const parts = text.split("\n");
    parts.forEach((part, index) => {
      if (index > 0) {
        lines.push(line);
        line = "";
      }
      if (part) line += classes ? `<span class="${classes}">${escapeHtml(part)}</span>` : escapeHtml(part);
    });
  };
  highlightTree(tree, classHighlighter, (from, to, classes) => {
    if (from > position) emit(code.slice(position, from), "");
    emit(code.slice(from, to), classes);
    position = to;
  });
  if (position < code.length) emit(code.slice(position), "");
  lines.push(line);
  return lines;
}

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}
