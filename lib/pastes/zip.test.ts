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

  it("strips bidi and other invisible characters, so a name reads as it is", () => {
    const names = zipEntryNames([
      pasty("\u202Egnp.exe", "Text"),
      pasty("re\u200Bport\u2066.md", "Markdown"),
      pasty("a\u0085b.py", "Python"),
    ]);
    expect(names).toEqual(["gnp.exe.txt", "report.md", "a_b.py"]);
    for (const name of names) expect(name).not.toMatch(/[\p{Cf}\p{Cc}]/u);
  });

  it("keeps the extension the language implies after an executable one it does not", () => {
    expect(
      zipEntryNames([
        pasty("setup.exe", "Text"),
        pasty("run.BAT", "Python"),
        pasty("install.sh", "Shell"),
        pasty("tool.ps1", "PowerShell"),
      ]),
    ).toEqual(["setup.exe.txt", "run.BAT.py", "install.sh", "tool.ps1"]);
  });
});
