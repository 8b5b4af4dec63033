import { describe, expect, it } from "vitest";
import * as autodetectRoute from "@/app/api/v3/langs/autodetect/route";
import * as nameRoute from "@/app/api/v3/langs/[name]/route";
import * as popularRoute from "@/app/api/v3/langs/popular/route";
import * as listRoute from "@/app/api/v3/langs/route";
import { callRoute } from "../testing/http";
import { detectLanguage, modelIdToLanguageName } from "./autodetect";
import { languages, popularLanguageNames } from "./data";
import { findLanguage } from "./resolve";
import { languageSchema } from "./schema";

describe("GET /api/v3/langs", () => {
  it("lists Autodetect first, then every Linguist language and ANSI sorted by name, in the Language shape", async () => {
    const { status, json } = await callRoute(listRoute.GET, { path: "/api/v3/langs" });
    expect(status).toBe(200);
    const list = json as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThan(500);
    expect(list[0]).toEqual({
      name: "Autodetect",
      type: null,
      aliases: ["autodetect"],
      codemirrorMode: null,
      codemirrorMimeType: null,
      wrap: false,
      extensions: [],
      color: null,
      tmScope: null,
    });
    const names = list.slice(1).map((language) => String(language.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    for (const language of list) expect(() => languageSchema.strict().parse(language)).not.toThrow();
    expect(list.find((language) => language.name === "ANSI")).toMatchObject({ type: "data", extensions: [".ansi", ".ans"] });
    expect(list.find((language) => language.name === "Rust")).toMatchObject({
      type: "programming",
      extensions: expect.arrayContaining([".rs"]),
      color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
  });
});

describe("GET /api/v3/langs/popular", () => {
  it("answers exactly the list of interface.md", async () => {
    const { json } = await callRoute(popularRoute.GET, { path: "/api/v3/langs/popular" });
    expect(json).toEqual([
      "Autodetect",
      "Text",
      "C",
      "C#",
      "C++",
      "CSS",
      "D",
      "Dart",
      "Go",
      "Haskell",
      "HTML",
      "Java",
      "JavaScript",
      "JSON",
      "Kotlin",
      "Markdown",
      "Objective-C",
      "Perl",
      "PHP",
      "PowerShell",
      "Python",
      "Ruby",
      "Rust",
      "Scala",
      "Shell",
      "Swift",
      "TypeScript",
      "Yaml",
    ]);
  });

  it("names only languages that resolve", () => {
    for (const name of popularLanguageNames) expect(findLanguage(name), name).toBeDefined();
  });
});

describe("language resolution", () => {
  it.each([
    ["md", "Markdown"],
    ["rs", "Rust"],
    ["yml", "YAML"],
    ["yaml", "YAML"],
    ["txt", "Text"],
    ["h", "C"],
    ["pl", "Perl"],
    ["ts", "TypeScript"],
    [".ts", "TypeScript"],
    [".rs", "Rust"],
    ["RUST", "Rust"],
    ["c#", "C#"],
    ["cs", "C#"],
    ["cpp", "C++"],
    ["js", "JavaScript"],
    ["py", "Python"],
    ["autodetect", "Autodetect"],
    ["plain text", "Text"],
    ["Yaml", "YAML"],
    ["ansi", "ANSI"],
    [".ansi", "ANSI"],
    ["terminal", "ANSI"],
  ])("%s → %s", (input, name) => {
    expect(findLanguage(input)?.name).toBe(name);
  });

  it("prefers an exact name over an alias or extension", () => {
    // "D" is a language name and also an extension of other languages.
    expect(findLanguage("d")?.name).toBe("D");
  });

  it("answers GET /langs/:name, and 404 for an unknown language", async () => {
    const ok = await callRoute(nameRoute.GET, { params: { name: "rs" } });
    expect(ok.status).toBe(200);
    expect((ok.json as { name: string }).name).toBe("Rust");
    const missing = await callRoute(nameRoute.GET, { params: { name: "no-such-language" } });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ statusCode: 404, message: "The language was not found." });
  });
});

describe("autodetect", () => {
  it("maps every id the model answers with to a Linguist language", async () => {
    const results = await detectLanguageIds("def main():\n    print('hello world')\n\nmain()\n");
    expect(results.length).toBeGreaterThan(40);
    for (const id of results) expect(modelIdToLanguageName[id], id).toBeDefined();
    for (const name of Object.values(modelIdToLanguageName)) {
      expect(
        languages.find((language) => language.name === name),
        name,
      ).toBeDefined();
    }
    expect(Object.keys(modelIdToLanguageName).sort()).toEqual([...results].sort());
  });

  it("detects terminal output by its colour sequences, however short", async () => {
    expect((await detectLanguage("\x1b[32mPASS\x1b[0m")).name).toBe("ANSI");
    expect((await detectLanguage(`${"const x = 1;\n".repeat(20)}\x1b[31m✗ failed\x1b[0m\n`)).name).toBe("ANSI");
  });

  it("detects common languages and answers Text under 20 characters", async () => {
    expect((await detectLanguage('fn main() {\n    println!("hello {}", x);\n    let v: Vec<u8> = Vec::new();\n}\n')).name).toBe("Rust");
    expect((await detectLanguage("x = 1")).name).toBe("Text");
  });

  it("detects long texts from their first lines (the model reads a window of the text)", async () => {
    const go = 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfor i := 0; i < 3; i++ {\n\t\tfmt.Println("hi", i)\n\t}\n}\n\n';
    const python = "def total(items):\n    return sum(item.price for item in items if item.active)\n\n";
    expect((await detectLanguage(go.repeat(600))).name).toBe("Go");
    expect((await detectLanguage(python.repeat(800))).name).toBe("Python");
  });

  it("POST /langs/autodetect takes a JSON string and answers a Language", async () => {
    const json = { "Content-Type": "application/json" };
    const short = await callRoute(autodetectRoute.POST, { body: JSON.stringify("let x = 1;"), headers: json });
    expect(short.status).toBe(200);
    expect((short.json as { name: string }).name).toBe("Text");
    const python = await callRoute(autodetectRoute.POST, {
      body: JSON.stringify(
        "import os\n\ndef main():\n    for name in os.listdir('.'):\n        print(name)\n\nif __name__ == '__main__':\n    main()\n",
      ),
      headers: json,
    });
    expect((python.json as { name: string }).name).toBe("Python");
  });

  it.each([[{ content: "x" }], [42], [["a"]], [null]])("refuses a non-string body %j with 400", async (body) => {
    const { status } = await callRoute(autodetectRoute.POST, {
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json" },
    });
    expect(status).toBe(400);
  });
});

async function detectLanguageIds(content: string): Promise<string[]> {
  const { default: detection } = await import("@vscode/vscode-languagedetection");
  const results = await new detection.ModelOperations().runModel(content);
  return results.map((result) => result.languageId);
}
