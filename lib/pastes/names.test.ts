import { describe, expect, it } from "vitest";
import { pastyLabelIn, pastyName, pastyNameIn } from "./names";

const german = (number: number) => `Datei ${number}`;

describe("a pasty's name", () => {
  it("is its title, or its place: in English for the API and file names, in the reader's words on a page", () => {
    expect(pastyName("", 1)).toBe("Pasty 2");
    expect(pastyNameIn("", 1, german)).toBe("Datei 2");
    expect(pastyNameIn("  \n", 0, german)).toBe("Datei 1");
    expect(pastyNameIn("main.rs", 1, german)).toBe("main.rs");
  });

  it("says whether a page's name is the title someone wrote or its own words for the place (the comment form's choice)", () => {
    expect(pastyLabelIn("", 2, german)).toEqual({ name: "Datei 3", titled: false });
    expect(pastyLabelIn(" ", 0, german)).toEqual({ name: "Datei 1", titled: false });
    expect(pastyLabelIn("notes.md", 0, german)).toEqual({ name: "notes.md", titled: true });
  });
});
