import { describe, expect, it } from "vitest";
import { markStretches } from "../render/markup";
import { diffLines, diffPasties, summarizeEdit } from "./diff-view";
import { diffPastyName } from "./names";

const pasty = (id: string, content: string, title = id, language = "Text") => ({ id, title, content, language });

describe("diffLines", () => {
  it("lists a replaced line as removed then added, numbered on its own side", () => {
    const lines = diffLines("a\nb\nc", "a\nB\nc\nd");
    expect(lines.map((line) => `${line.kind}:${line.oldNumber}:${line.newNumber}:${line.text}`)).toEqual([
      "same:1:1:a",
      "removed:2:null:b",
      "added:null:2:B",
      "same:3:3:c",
      "added:null:4:d",
    ]);
  });

  it("marks the words that changed inside a replaced line, escaped", () => {
    const [removed, added] = diffLines("let total = a < b;", "let sum = a < b;");
    expect(removed!.html).toBe("let <del>total</del> = a &lt; b;");
    expect(added!.html).toBe("let <ins>sum</ins> = a &lt; b;");
  });

  it("shows two long texts with nothing in common as one removal and one addition, within its time", () => {
    const before = Array.from({ length: 20_000 }, (_, index) => `a${index}`).join("\n");
    const after = Array.from({ length: 20_000 }, (_, index) => `b${index}`).join("\n");
    const lines = diffLines(before, after);
    expect(lines.filter((line) => line.kind === "removed")).toHaveLength(20_000);
    expect(lines.filter((line) => line.kind === "added")).toHaveLength(20_000);
    expect(lines.findIndex((line) => line.kind === "added")).toBe(20_000);
    expect(lines.every((line) => line.marks.length === 0)).toBe(true);
  });
});

describe("diffPasties", () => {
  it("reports added, removed, changed, renamed and unchanged pasties", () => {
    const diffs = diffPasties(
      [pasty("keep", "same"), pasty("edit", "one"), pasty("gone", "bye"), pasty("name", "text", "old.txt")],
      [pasty("keep", "same"), pasty("edit", "two"), pasty("name", "text", "new.txt"), pasty("new", "hi")],
    );
    expect(Object.fromEntries(diffs.map((diff) => [diff.id, diff.change]))).toEqual({
      keep: "unchanged",
      edit: "changed",
      name: "renamed",
      new: "added",
      gone: "removed",
    });
    expect(summarizeEdit(diffs, { before: "Notes", after: "Notes" })).toEqual({
      newTitle: null,
      pastiesAdded: 1,
      pastiesRemoved: 1,
      pastiesRenamed: 1,
      linesAdded: 2,
      linesRemoved: 2,
    });
    expect(summarizeEdit(diffs, { before: "Notes", after: "Release notes" }).newTitle).toBe("Release notes");
    expect(summarizeEdit(diffs, { before: "Notes", after: "" }).newTitle).toBe("");
  });

  it("names an untitled pasty as the editor and the paste page do: by its position on each side", () => {
    const diffs = diffPasties([pasty("a", "one", "first.txt"), pasty("b", "two", "")], [pasty("b", "two!", ""), pasty("c", "three", "")]);
    const named = (numbered: (number: number) => string) =>
      Object.fromEntries(diffs.map((diff) => [diff.id, diffPastyName(diff, numbered)]));
    expect(named((number) => `Pasty ${number}`)).toEqual({ b: "Pasty 2 → Pasty 1", c: "Pasty 2", a: "first.txt" });
    // In the reader's words: the page's paste.pastyNumber.
    expect(named((number) => `Datei ${number}`)).toEqual({ b: "Datei 2 → Datei 1", c: "Datei 2", a: "first.txt" });
  });

  it("shows a 3-line change to a 2,000-line pasty as 3 hunks, the rest folded", () => {
    const before = Array.from({ length: 2000 }, (_, index) => `line ${index + 1}`);
    const after = before.map((line, index) => ([99, 999, 1899].includes(index) ? `${line} changed` : line));
    const [diff] = diffPasties([pasty("p", before.join("\n"))], [pasty("p", after.join("\n"))]);
    const hunks = diff!.segments.filter((segment) => !segment.collapsed);
    expect(hunks).toHaveLength(3);
    // Each hunk: the removed and added line and 3 lines of context either side.
    expect(hunks.map((hunk) => hunk.unified.length)).toEqual([8, 8, 8]);
    expect(hunks[0]!.rows.find((row) => row.kind === "changed")?.new?.html).toBe("line 100<ins> changed</ins>");
    const folded = diff!.segments.filter((segment) => segment.collapsed);
    expect(folded.reduce((sum, segment) => sum + segment.unified.length, 0)).toBe(2000 - 3 * 7);
  });
});

describe("markStretches", () => {
  it("keeps marks inside token elements and counts an entity as one character", () => {
    expect(markStretches("<h-k>const</h-k> a&lt;b", [[3, 8]], "ins")).toBe("<h-k>con<ins>st</ins></h-k><ins> a&lt;</ins>b");
  });
});
