import { describe, expect, it } from "vitest";
import { renderWordsIn } from "../testing/render-words";
import { noteText, readStoredNote, storedNote } from "./notes";
import { NOTEBOOK_CELLS } from "./notebook.mjs";
import { tableHtml } from "./table.mjs";
import { inReadersWords } from "./in-readers-words";
import { altMarker, noteMarker } from "./words.mjs";

// A rendering is kept once for every reader: its words are markers, said in each reader's
// language when the page is made. The same stored table and note, read by an English and a
// German reader.

const english = renderWordsIn("en");
const german = renderWordsIn("de");

describe("a rendering's words", () => {
  const table = { key: "table-1", html: tableHtml('1,2\n3,"4', "CSV")!, note: null };

  it("are kept as markers, never as words of one language", () => {
    expect(table.html).not.toMatch(/Column \d|do not balance/);
    expect(table.html).toContain('data-message="table.column"');
  });

  it("are said in each reader's language, under a content address of that language", () => {
    const inEnglish = inReadersWords(table, "en", english);
    const inGerman = inReadersWords(table, "de", german);
    expect(inEnglish.html).toContain('<button type="button">Column 1</button>');
    expect(inEnglish.html).toContain("Its quotes do not balance");
    expect(inGerman.html).toContain('<button type="button">Spalte 1</button>');
    expect(inGerman.html).toContain("Anführungszeichen");
    expect(inGerman.html).not.toContain("data-message");
    expect(new Set([table.key, inEnglish.key, inGerman.key]).size).toBe(3);
  });

  it("say numbers and sizes in the reader's own way, and an image's alt text as an attribute", () => {
    const html = `${noteMarker("notebook.cutCells", { shown: NOTEBOOK_CELLS, total: 100_000 })}${noteMarker("notebook.imageTooLarge", { size: 1024 * 1024 })}<img src="data:," ${altMarker("notebook.imageOfCell", { cell: 3 })}>`;
    const said = (words: typeof english, locale: string) => inReadersWords({ key: "n", html, note: null }, locale, words).html;
    expect(said(english, "en")).toBe(
      '<p class="render-note">Showing the first 200 of 100,000 cells — view the source or download it for the rest.</p>' +
        '<p class="render-note">An image larger than 1 MiB is not shown.</p><img src="data:," alt="An output image of cell [3]">',
    );
    expect(said(german, "de")).toContain("Die ersten 200 von 100.000 Zellen");
    expect(said(german, "de")).toContain('alt="Ein Ausgabebild der Zelle [3]"');
  });

  it("escape what a value holds, and leave a rendering without markers as it is", () => {
    const html = noteMarker("notebook.outputType", { types: "<script>alert(1)</script>" });
    expect(inReadersWords({ key: "x", html, note: null }, "en", english).html).toBe(
      '<p class="render-note">An output of type &lt;script&gt;alert(1)&lt;/script&gt; is not shown.</p>',
    );
    const plain = { key: "plain", html: "<table><tr><td>1</td></tr></table>", note: null };
    expect(inReadersWords(plain, "de", german)).toBe(plain);
  });
});

describe("a note on why a text is shown plainer", () => {
  const note = { key: "highlight.tooLarge", values: { size: 512 * 1024 } } as const;

  it("is kept as its key and values, and read back the same", () => {
    expect(readStoredNote(storedNote(note))).toEqual(note);
    expect(readStoredNote(null)).toBeNull();
  });

  it("is said in each reader's language", () => {
    expect(noteText(note, english)).toBe("Shown without highlighting: larger than 512 KiB.");
    expect(noteText(note, german)).toBe("Ohne Hervorhebung angezeigt: größer als 512 KiB.");
    expect(noteText({ key: "source.notNotebook" }, german)).toMatch(/^Als Quelltext angezeigt: es ist kein Jupyter-Notebook/);
  });

  it("kept in English words by an older renderer is not used", () => {
    expect(readStoredNote("Shown without highlighting: larger than 512 KiB.")).toBeUndefined();
  });
});
