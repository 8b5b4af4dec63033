import { describe, expect, it } from "vitest";
import { editorLanguages } from "./compact-languages";
import { findEditorLanguage, languageForFilename, pastyTitleForFilename, searchLanguages } from "./languages";

const list = editorLanguages();

describe("the compact language list", () => {
  it("starts with the popular languages in the order of interface.md 4.4, then the rest by name", () => {
    expect(list.slice(0, 4).map((language) => language.name)).toEqual(["Autodetect", "Text", "C", "C#"]);
    const popularCount = list.filter((language) => language.popular).length;
    expect(popularCount).toBe(28);
    expect(list.slice(0, popularCount).every((language) => language.popular)).toBe(true);
    expect(list[popularCount - 1]!.name).toBe("YAML");
    const rest = list.slice(popularCount).map((language) => language.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });

  it("keeps only what the editor needs", () => {
    const rust = findEditorLanguage(list, "rust")!;
    expect(Object.keys(rust).sort()).toEqual(["aliases", "extensions", "name", "popular"]);
    expect(rust.extensions).toContain(".rs");
  });
});

describe("searchLanguages", () => {
  it("lists everything, popular first, for an empty query", () => {
    expect(searchLanguages(list, "  ")).toHaveLength(list.length);
  });

  it("puts exact names, aliases and extensions first", () => {
    expect(searchLanguages(list, "rust")[0]!.name).toBe("Rust");
    expect(searchLanguages(list, "js")[0]!.name).toBe("JavaScript");
    expect(searchLanguages(list, ".py")[0]!.name).toBe("Python");
    expect(searchLanguages(list, "c++")[0]!.name).toBe("C++");
  });

  it("finds names by prefix and by substring, popular ones before others of the same rank", () => {
    const pyth = searchLanguages(list, "pyth").map((language) => language.name);
    expect(pyth[0]).toBe("Python");
    expect(pyth).toContain("Python console");
    expect(searchLanguages(list, "script").map((language) => language.name)).toContain("TypeScript");
    expect(searchLanguages(list, "no language is called this")).toEqual([]);
  });
});

describe("languageForFilename", () => {
  it.each([
    ["main.rs", "Rust"],
    ["README.md", "Markdown"],
    ["config.yml", "YAML"],
    ["header.h", "C"],
    ["script.pl", "Perl"],
    ["index.ts", "TypeScript"],
    ["types.d.ts", "TypeScript"],
    ["notes.txt", "Text"],
    ["app.py", "Python"],
    ["dir/Component.TSX", "TSX"],
    ["Dockerfile", "Dockerfile"],
    ["Makefile", "Makefile"],
  ])("%s → %s", (filename, language) => {
    expect(languageForFilename(list, filename)).toBe(language);
  });

  it("says nothing for names it cannot place", () => {
    expect(languageForFilename(list, "mystery.zzqq")).toBeUndefined();
    expect(languageForFilename(list, "")).toBeUndefined();
  });
});

describe("pastyTitleForFilename", () => {
  it("uses the file name, cut to the limit keeping its extension", () => {
    expect(pastyTitleForFilename("/home/me/main.rs", 50)).toBe("main.rs");
    const cut = pastyTitleForFilename(`${"a".repeat(80)}.tsx`, 50);
    expect(cut).toHaveLength(50);
    expect(cut.endsWith("….tsx")).toBe(true);
  });
});
