import { describe, expect, it } from "vitest";
import { diffPasties, diffText } from "./diff-view";

const pasty = (id: string, content: string, title = id, language = "Text") => ({ id, title, content, language });

describe("diffText", () => {
  it("pairs a replaced line side by side and lists it as removed then added in the unified view", () => {
    const { rows, unified } = diffText("a\nb\nc", "a\nB\nc\nd");
    expect(rows).toEqual([
      { old: { number: 1, text: "a" }, new: { number: 1, text: "a" }, kind: "same" },
      { old: { number: 2, text: "b" }, new: { number: 2, text: "B" }, kind: "changed" },
      { old: { number: 3, text: "c" }, new: { number: 3, text: "c" }, kind: "same" },
      { old: null, new: { number: 4, text: "d" }, kind: "added" },
    ]);
    expect(unified.map((line) => `${line.kind}:${line.text}`)).toEqual(["same:a", "removed:b", "added:B", "same:c", "added:d"]);
  });

  it("keeps removed lines that have no replacement on the old side only", () => {
    const { rows } = diffText("a\nx\ny\nb", "a\nb");
    expect(rows.filter((row) => row.kind === "removed").map((row) => row.old?.text)).toEqual(["x", "y"]);
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
    const added = diffs.find((diff) => diff.id === "new")!;
    expect(added.rows).toEqual([{ old: null, new: { number: 1, text: "hi" }, kind: "added" }]);
    const removed = diffs.find((diff) => diff.id === "gone")!;
    expect(removed.unified).toEqual([{ kind: "removed", oldNumber: 1, newNumber: null, text: "bye" }]);
  });
});
