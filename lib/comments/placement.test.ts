import { describe, expect, it } from "vitest";
import { lineCount, mapLineRange } from "./placement";

const text = (...lines: string[]) => lines.join("\n");

describe("mapLineRange", () => {
  const before = text("a", "b", "c", "d", "e");

  it("keeps the range when nothing changed", () => {
    expect(mapLineRange(before, before, { fromLine: 2, toLine: 3 })).toEqual({ fromLine: 2, toLine: 3 });
  });

  it("moves the range with lines added or removed above it", () => {
    expect(mapLineRange(before, text("x", "y", "a", "b", "c", "d", "e"), { fromLine: 2, toLine: 3 })).toEqual({ fromLine: 4, toLine: 5 });
    expect(mapLineRange(before, text("b", "c", "d", "e"), { fromLine: 3, toLine: 4 })).toEqual({ fromLine: 2, toLine: 3 });
  });

  it("keeps the range when only lines below or outside it changed", () => {
    expect(mapLineRange(before, text("a", "b", "c", "D", "e"), { fromLine: 1, toLine: 3 })).toEqual({ fromLine: 1, toLine: 3 });
  });

  it("gives up when a line inside the range changed, was removed, or one was inserted into it", () => {
    expect(mapLineRange(before, text("a", "B", "c", "d", "e"), { fromLine: 1, toLine: 3 })).toBeNull();
    expect(mapLineRange(before, text("a", "c", "d", "e"), { fromLine: 1, toLine: 3 })).toBeNull();
    expect(mapLineRange(before, text("a", "b", "new", "c", "d", "e"), { fromLine: 2, toLine: 3 })).toBeNull();
  });

  it("leaves versions too far apart unmapped rather than diffing without bound", () => {
    const many = (tag: string) => Array.from({ length: 3_000 }, (_, index) => `${tag}${index}`);
    const before = text("kept", ...many("old"));
    const after = text("kept", ...many("new"));
    expect(mapLineRange(before, after, { fromLine: 1, toLine: 1 })).toBeNull();
    expect(mapLineRange(text("kept", ...many("old")), text("new", "kept", ...many("old")), { fromLine: 1, toLine: 1 })).toEqual({
      fromLine: 2,
      toLine: 2,
    });
  });

  it("counts lines as the page numbers them", () => {
    expect(lineCount("")).toBe(1);
    expect(lineCount("a\nb\n")).toBe(3);
  });
});
