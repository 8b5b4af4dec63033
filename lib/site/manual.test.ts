import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createManual, manualHref, manualPageAt, readManual } from "./manual";

// The manual served at /docs is a fixed table of docs/'s pages: an address finds a page of it or
// nothing, whatever the address is made of.

const projectDir = join(import.meta.dirname, "../..");
const served = readManual(join(projectDir, "docs"));

describe("the manual served at /docs", () => {
  it("holds every Markdown file of docs/, the index first", () => {
    const files = ["README.md"];
    for (const folder of readdirSync(join(projectDir, "docs"), { withFileTypes: true }))
      if (folder.isDirectory()) for (const file of readdirSync(join(projectDir, "docs", folder.name))) files.push(`${folder.name}/${file}`);
    expect(served.pages.map((page) => page.file).sort()).toEqual(files.map((file) => `docs/${file}`).sort());
    expect(served.pages[0]).toMatchObject({ file: "docs/README.md", href: "/docs", path: [], title: "The Myst manual" });
  });

  it("names each page by its first heading and lists its other headings", () => {
    const security = manualPageAt(served, ["operate", "security"]);
    expect(security).toMatchObject({
      file: "docs/operate/security.md",
      href: "/docs/operate/security",
      title: "Security",
      titleId: "security",
    });
    expect(manualPageAt(served, ["operate", "accounts"])!.headings).toEqual(["Local accounts", "Login providers", "Sessions", "Admins"]);
    expect(manualPageAt(served, ["api"])).toMatchObject({ file: "docs/api/README.md", href: "/docs/api", title: "API" });
  });

  it.each([
    [["..", "README"]],
    [[".."]],
    [["%2e%2e", "README"]],
    [["use", "..", "operate", "security"]],
    [["operate%2Fsecurity"]],
    [["operate/security"]],
    [["operate", "..%2Fsecurity"]],
    [["/etc/passwd"]],
    [["", "etc", "passwd"]],
    [["operate", "security\0"]],
    [["operate", "security.md"]],
    [["operate", "security", "extra"]],
    [["Operate", "Security"]],
    [["operate", "no-such-page"]],
    [["README"]],
    [["use", "README"]],
  ])("finds no page at %j", (path) => {
    expect(manualPageAt(served, path)).toBeUndefined();
  });
});

describe("which files are pages", () => {
  it.each([
    ["docs/README.md", "/docs"],
    ["docs/api/README.md", "/docs/api"],
    ["docs/use/burn-and-share-links.md", "/docs/use/burn-and-share-links"],
    ["docs/notes.md", undefined],
    ["docs/use/deeper/page.md", undefined],
    ["docs/use/Some Page.md", undefined],
    ["docs/use/page.txt", undefined],
    ["README.md", undefined],
    ["lib/docs/page.md", undefined],
  ])("%s → %s", (file, href) => {
    expect(manualHref(file)).toBe(href);
  });

  it("leaves out the files that are not pages, and names a page without a heading by its address", () => {
    const manual = createManual([
      { file: "docs/use/plain.md", markdown: "No heading here.\n" },
      { file: "docs/use/deeper/page.md", markdown: "# Deeper\n" },
      { file: "docs/README.md", markdown: "# Index\n\n## For `npm start`\n\n#### Too deep\n" },
    ]);
    expect(manual.pages.map(({ href, title, headings }) => ({ href, title, headings }))).toEqual([
      { href: "/docs", title: "Index", headings: ["For npm start"] },
      { href: "/docs/use/plain", title: "/docs/use/plain", headings: [] },
    ]);
    expect([...manual.hrefOf]).toEqual([
      ["docs/README.md", "/docs"],
      ["docs/use/plain.md", "/docs/use/plain"],
    ]);
  });
});
