import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// A right-to-left page (Arabic) mirrors because the style sheets place things at the start and
// end of a line, not at its left and right (docs/develop/languages.md). A declaration that names
// a side fails here, unless it is listed with the reason it reads the same both ways.

const PHYSICAL_SIDE =
  /^\s*(?:(?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?|left|right|float|clear)\s*:|^\s*text-align\s*:\s*(?:left|right)\b/;

/** `file: declaration` pairs that stay physical, with why. */
const ALLOWED: Record<string, string> = {
  // A label centred over its button: 50 % from the left and back by half its width is the middle either way.
  "components/paste/paste.css: left: 50%;": "centred",
};

function physicalDeclarations(file: string, text: string): string[] {
  return text
    .split("\n")
    .filter((line) => PHYSICAL_SIDE.test(line))
    .map((line) => `${file}: ${line.trim()}`);
}

describe("the style sheets place things by the line's start and end", () => {
  const files = execFileSync("git", ["ls-files", "*.css"], { encoding: "utf8" }).split("\n").filter(Boolean);

  it("name no left or right side except where it reads the same both ways", () => {
    const found = files.flatMap((file) => physicalDeclarations(file, readFileSync(file, "utf8")));
    expect(found.filter((declaration) => !(declaration in ALLOWED))).toEqual([]);
  });

  it("would catch a side named in a new rule", () => {
    const planted = ".note {\n  margin-left: 1rem;\n  padding-right: 2px;\n  text-align: right;\n  right: 0;\n  inset-inline-start: 0;\n}";
    expect(physicalDeclarations("planted.css", planted)).toEqual([
      "planted.css: margin-left: 1rem;",
      "planted.css: padding-right: 2px;",
      "planted.css: text-align: right;",
      "planted.css: right: 0;",
    ]);
  });
});
