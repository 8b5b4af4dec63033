import { describe, expect, it } from "vitest";
import { pastyLanguagesOf } from "./languages";

describe("the languages of an E2E paste's page", () => {
  it("describes each stored name by its Linguist entry, and one the data no longer knows as Text", () => {
    const languages = pastyLanguagesOf([{ language: "Rust" }, { language: "Markdown" }, { language: "No Such Language" }]);
    expect(languages.Rust).toMatchObject({ name: "Rust", color: expect.stringMatching(/^#/), extensions: expect.arrayContaining([".rs"]) });
    expect(languages.Markdown?.extensions[0]).toBe(".md");
    expect(languages["No Such Language"]).toMatchObject({ name: "Text", extensions: expect.arrayContaining([".txt"]) });
  });
});
