import { describe, expect, it } from "vitest";
import { detectIndentation, reindent } from "./indentation";

describe("pasty indentation", () => {
  it("detects tabs, or spaces by their smallest step", () => {
    expect(detectIndentation("a:\n\tb\n\t\tc")).toEqual({ unit: "tabs", width: 4 });
    expect(detectIndentation("a:\n  b\n    c\n      d")).toEqual({ unit: "spaces", width: 2 });
    expect(detectIndentation("plain\ntext")).toBeNull();
  });

  it("converts spaces to tabs and back, keeping alignment spaces and the rest of each line", () => {
    const fourSpaces = "def f():\n    if x:\n        return  1\n      # aligned";
    const tabs = reindent(fourSpaces, { unit: "spaces", width: 4 }, { unit: "tabs", width: 4 });
    expect(tabs).toBe("def f():\n\tif x:\n\t\treturn  1\n\t  # aligned");
    expect(reindent(tabs, { unit: "tabs", width: 4 }, { unit: "spaces", width: 2 })).toBe(
      "def f():\n  if x:\n    return  1\n    # aligned",
    );
  });
});
