import { describe, expect, it } from "vitest";
import { editorLanguages } from "./compact-languages";
import { languageFromTitle } from "./title-language";

const list = editorLanguages();

describe("the language a pasty title names", () => {
  it("follows the extension as it is typed", () => {
    expect(languageFromTitle(list, "main.p", "main.py")).toBe("Python");
    expect(languageFromTitle(list, "app", "app.tsx")).toBe("TSX");
    expect(languageFromTitle(list, "notes.tx", "notes.txt")).toBe("Text");
  });

  it("leaves the language alone when the extension did not change or names nothing", () => {
    expect(languageFromTitle(list, "main.py", "main2.py")).toBeNull();
    expect(languageFromTitle(list, "notes", "notes.")).toBeNull();
    expect(languageFromTitle(list, "g", "go")).toBeNull();
    expect(languageFromTitle(list, "x", "x.notareallanguage")).toBeNull();
  });
});
