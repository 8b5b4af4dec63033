import { type ByteSizeMessage, byteSize } from "../i18n/byte-size";

// Why a text is shown plainer than asked (without highlighting, as source), said by the message
// of the `render` catalogue it names: a note is kept with its rendering (rendered_markup.note) and
// shared by every reader, so it holds a key and values, never words, and the page says it in the
// reader's language (components/paste/render-note.tsx, and the editor's Markdown preview).

type Refusal = "budget" | "nesting";
type Failure = "deadline" | "busy" | "failed";

export type RenderNote =
  | { key: "highlight.tooLarge" | "source.tooLarge"; values: { size: number } }
  | {
      key:
        `highlight.${Refusal | Failure}` | `source.${Refusal | Failure | "empty" | "notNotebook" | "oldNotebook" | "nothing" | "sealed"}`;
    };

/** The messages a note and a rendering's words are said with: the `render` catalogue's, and `site.units` for sizes. */
export interface RenderWords {
  message: (key: string, values: Record<string, string | number>) => string;
  units: ByteSizeMessage;
}

/** What a note says in the reader's words; a size among its values said in the reader's units. */
export function noteText(note: RenderNote, words: RenderWords): string {
  return words.message(note.key, sayValues("values" in note ? note.values : {}, words));
}

/** A value named `size` is a number of bytes, said in the reader's units (lib/i18n/byte-size.ts). */
export function sayValues(values: Record<string, string | number>, words: RenderWords): Record<string, string | number> {
  return typeof values.size === "number" ? { ...values, size: byteSize(values.size, words.units) } : values;
}

/** A kept note as the database holds it (rendered_markup.note). */
export const storedNote = (note: RenderNote | null): string | null => (note === null ? null : JSON.stringify(note));

/**
 * A kept note read back; undefined for one that does not read as a note (a rendering of a renderer
 * from before, whose key RENDERER_VERSION has changed since, so it is not asked for).
 */
export function readStoredNote(stored: string | null): RenderNote | null | undefined {
  if (stored === null) return null;
  try {
    const note = JSON.parse(stored) as unknown;
    return typeof note === "object" && note !== null && typeof (note as { key?: unknown }).key === "string"
      ? (note as RenderNote)
      : undefined;
  } catch {
    return undefined;
  }
}
