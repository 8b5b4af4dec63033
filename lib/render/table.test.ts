import { describe, expect, it } from "vitest";
import { inEnglish } from "../testing/render-words";
import { compareCells, numberIn } from "./table-cells.mjs";
import { CELL_CHARACTERS, TABLE_COLUMNS, TABLE_HTML_CHARACTERS, TABLE_ROWS, tableHtml } from "./table.mjs";

// CSV and TSV as the read page's table (table.mjs), called directly: what a reader sees in the
// header, the cells and the notes above them (in an English reader's words), and that no text
// makes the table unbounded.

function table(text: string, format: "CSV" | "TSV" = "CSV") {
  const html = tableHtml(text, format);
  if (html === null) throw new Error("no table");
  const said = inEnglish(html);
  const body = said.split("<tbody>")[1] ?? "";
  const notes = [...said.matchAll(/<p class="render-note">([^]*?)<\/p>/g)].map((match) => match[1]);
  return {
    html,
    headers: [...said.matchAll(/<th scope="col"><button type="button">([^]*?)<\/button><\/th>/g)].map((match) => match[1]),
    rows: body
      .split("<tr>")
      .slice(1)
      .map((row) => [...row.matchAll(/<td>([^]*?)<\/td>/g)].map((match) => match[1])),
    note: notes.length > 0 ? notes.join(" ") : null,
  };
}

/** The most HTML one row can add after the table's budget is reached: every cell full of `<`. */
const LARGEST_ROW = TABLE_COLUMNS * ((CELL_CHARACTERS + 1) * "&lt;".length + "<td></td>".length);

describe("tableHtml", () => {
  it.each([",", ";", "\t", "|"])("guesses the delimiter %j and takes a first row of names as the header", (delimiter) => {
    const text = ["name", "age", "city"].join(delimiter) + "\n" + ["Ada", "36", "London"].join(delimiter) + "\n";
    const { headers, rows, note } = table(text);
    expect(headers).toEqual(["name", "age", "city"]);
    expect(rows).toEqual([["Ada", "36", "London"]]);
    expect(note).toBeNull();
  });

  it("reads quoted fields as RFC 4180 has them: delimiters, doubled quotes and line breaks inside", () => {
    const { rows } = table('who,said\n"Smith, J","He said ""hi""\nthen left"\r\n');
    expect(rows).toEqual([["Smith, J", "He said &quot;hi&quot;\nthen left"]]);
  });

  it("numbers the columns when the first row is data", () => {
    expect(table("1,2\n3,4\n").headers).toEqual(["Column 1", "Column 2"]);
    expect(table("1,2\n3,4\n").rows).toHaveLength(2);
    expect(table("id,id\na,b\n").headers).toEqual(["Column 1", "Column 2"]);
    expect(table("only,one row\n").rows).toEqual([["only", "one row"]]);
  });

  it("prefers the format's own delimiter when two fit as well", () => {
    const text = "a,b\tc\nd,e\tf\n";
    expect(table(text, "TSV").headers).toEqual(["a,b", "c"]);
    expect(table(text, "CSV").headers).toEqual(["a", "b\tc"]);
  });

  it("pads short rows to the widest one, named by number past the header", () => {
    const { headers, rows } = table("a,b\n1\n2,3,4\n");
    expect(headers).toEqual(["a", "b", "Column 3"]);
    expect(rows).toEqual([
      ["1", "", ""],
      ["2", "3", "4"],
    ]);
  });

  it("shows the first rows of a long table and says how many there are", () => {
    const text = "n,square\n" + Array.from({ length: 12_345 }, (_, n) => `${n},${n * n}`).join("\n");
    const { rows, note } = table(text);
    expect(rows).toHaveLength(TABLE_ROWS);
    expect(rows[0]).toEqual(["0", "0"]);
    expect(note).toBe("Showing 500 of 12,345 rows — view the source or download it for the rest.");
  });

  it("shows 50 of 10,000 columns", () => {
    const names = Array.from({ length: 10_000 }, (_, n) => `c${n}`);
    const { headers, rows, note } = table(`${names.join(",")}\n${names.map((_, n) => n).join(",")}\n`);
    expect(headers).toHaveLength(TABLE_COLUMNS);
    expect(rows[0]).toHaveLength(TABLE_COLUMNS);
    expect(note).toBe("Showing 50 of 10,000 columns — view the source or download it for the rest.");
  });

  it("keeps 2 MB of one column to its first rows", () => {
    const text = "value\n" + "12345678\n".repeat(233_000);
    expect(text.length).toBeGreaterThan(2_000_000);
    const { html, headers, rows, note } = table(text);
    expect(headers).toEqual(["value"]);
    expect(rows).toHaveLength(TABLE_ROWS);
    expect(note).toBe("Showing 500 of 233,000 rows — view the source or download it for the rest.");
    expect(html.length).toBeLessThan(20_000);
  });

  it("cuts a single line of 1 MB to one short cell", () => {
    const { rows, note, html } = table("x".repeat(1024 * 1024));
    expect(rows).toEqual([[`${"x".repeat(CELL_CHARACTERS)}…`]]);
    expect(note).toBe("Cells longer than 200 characters are cut short.");
    expect(html.length).toBeLessThan(1_000);
  });

  it.each([",", ";", "|", "\t", '"', "\n", "a", "<", "é"])("stays bounded for 20,000 repeats of %j", (byte) => {
    // Null for rows of nothing but delimiters or line breaks: blank rows are no rows.
    expect(tableHtml(byte.repeat(20_000), "CSV")?.length ?? 0).toBeLessThan(TABLE_HTML_CHARACTERS + LARGEST_ROW);
  });

  it("stops adding rows once the table's HTML is at its budget", () => {
    const cell = "<".repeat(CELL_CHARACTERS);
    const row = Array.from({ length: TABLE_COLUMNS }, () => cell).join(",");
    const { html, rows, note } = table(Array.from({ length: 40 }, () => row).join("\n"));
    expect(rows.length).toBeLessThan(40);
    expect(html.length).toBeLessThan(TABLE_HTML_CHARACTERS + LARGEST_ROW);
    expect(note).toMatch(/^Showing \d+ of 40 rows/);
  });

  it("says when quotes do not balance, and keeps what follows in a bounded cell", () => {
    const { rows, note } = table('name,comment\nAda,"never closed\nBob,fine\n' + "Eve,more\n".repeat(10_000));
    expect(note).toMatch(/quotes do not balance/);
    expect(rows).toHaveLength(1);
    expect(rows[0]![1]!.length).toBeLessThanOrEqual(CELL_CHARACTERS + 1);
  });

  it("shows formulas as the text they are and escapes markup, in cells and headers alike", () => {
    const { html, headers, rows } = table(
      'link,<b>bold</b>\n"=HYPERLINK(""https://evil.example"",""click"")",<img src=x onerror=alert(1)>\n',
    );
    expect(headers).toEqual(["link", "&lt;b&gt;bold&lt;/b&gt;"]);
    expect(rows).toEqual([["=HYPERLINK(&quot;https://evil.example&quot;,&quot;click&quot;)", "&lt;img src=x onerror=alert(1)&gt;"]]);
    expect(html).not.toMatch(/<(a|img|b)[\s>]/);
  });

  it("is null for a text without a row, blank rows being none", () => {
    expect(tableHtml("", "CSV")).toBeNull();
    expect(tableHtml("\r\n\n\n", "TSV")).toBeNull();
    expect(tableHtml(",".repeat(20_000), "CSV")).toBeNull();
    expect(tableHtml(" , \n\t\n", "CSV")).toBeNull();
  });
});

describe("cells as the browser sorts them", () => {
  it("reads numbers as people write them in tables", () => {
    expect(["42", "-3.5", "+7", "1,234,567.5", ".5", "2e3", " 8 "].map(numberIn)).toEqual([42, -3.5, 7, 1_234_567.5, 0.5, 2000, 8]);
    expect(["", "3,14", "12abc", "Infinity", "0x1F", "1,23", "-", "."].map(numberIn)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("orders numbers by value before text, and text with its digits as numbers", () => {
    const cells = ["item 10", "10", "apple", "9", "1,000", "-1", "item 2", "Banana"];
    expect(cells.sort(compareCells)).toEqual(["-1", "9", "10", "1,000", "apple", "Banana", "item 2", "item 10"]);
  });
});
