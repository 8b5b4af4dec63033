import { describe, expect, it } from "vitest";
import type { PastyDto } from "./schema";
import { zipEntryNames } from "./zip";

const pasty = (title: string, language: string): PastyDto => ({ id: "abcdefgh", title, language, content: "" });

describe("zipEntryNames", () => {
  it("keeps a title that has an extension, whatever the language", () => {
    expect(zipEntryNames([pasty("main.py", "Python"), pasty("README.md", "Markdown"), pasty("notes.txt", "Batchfile")])).toEqual([
      "main.py",
      "README.md",
      "notes.txt",
    ]);
  });

  it("gives other titles their language's first extension, and empty ones pasty-<n>", () => {
    expect(zipEntryNames([pasty("main", "Python"), pasty("", "JavaScript"), pasty("", "Text"), pasty(".env", "Shell")])).toEqual([
      "main.py",
      "pasty-2.js",
      "pasty-3.txt",
      ".env.sh",
    ]);
  });

  it("makes names unique inside the zip, in any letter case, and safe as paths", () => {
    expect(zipEntryNames([pasty("a.js", "JavaScript"), pasty("A.js", "JavaScript"), pasty("../x/y.txt", "Text")])).toEqual([
      "a.js",
      "A (2).js",
      ".._x_y.txt",
    ]);
  });
});
