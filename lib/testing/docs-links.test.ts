import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/core/env";
import { brokenLinks, declaredSettings, headingAnchors, manualFiles, undocumentedSettings } from "./docs-links";

// The manual (README.md and docs/) holds itself together: its links and anchors lead somewhere,
// and every setting is documented for operators. Each check is also run on a temporary copy
// with a planted defect, to show it fails on one.

const projectDir = join(import.meta.dirname, "../..");

describe("the manual", () => {
  it("has a README of at most 150 lines that opens with the two commands, and a docs/ tree by audience", () => {
    const readme = readFileSync(join(projectDir, "README.md"), "utf8");
    expect(readme.split("\n").length).toBeLessThanOrEqual(151);
    expect(readme).toMatch(/^# .*\n\n```sh\nnpm ci && npm start {2,}#.*\nnpm ci && npm test {2,}#.*\n```\n/);
    const files = manualFiles(projectDir);
    for (const audience of ["use", "operate", "api", "develop"])
      expect(files.some((file) => file.startsWith(`docs/${audience}/`))).toBe(true);
    expect(files).toContain("docs/README.md");
    expect(files).toContain("docs/operate/security.md");
  });

  it("has no relative link or anchor that leads nowhere", () => {
    expect(brokenLinks(projectDir)).toEqual([]);
  });

  it("documents every setting of lib/core/env.ts in docs/operate/", () => {
    expect(undocumentedSettings(projectDir)).toEqual([]);
  });

  it("reads the settings from lib/core/env.ts as the schema declares them", () => {
    const names = declaredSettings(projectDir);
    // Every setting that has a default comes back from parsing an empty environment.
    const withDefaults = Object.keys(parseEnv({})).filter((key) => key !== "dataDir");
    expect(names).toEqual(expect.arrayContaining(withDefaults));
    // and the optional ones are found too.
    expect(names).toEqual(
      expect.arrayContaining(["DATABASE_URL", "PUBLIC_URL", "AUTH_SECRET", "REDIS_URL", "RENDER_THREADS", "KDF_CONCURRENCY"]),
    );
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("the anchors of a document's headings (lib/site/heading-slug.ts)", () => {
  it("numbers repeated headings and ignores headings in code blocks", () => {
    expect([...headingAnchors("# Limits\n\n## Limits\n\n```sh\n# not a heading\n```\n\n### Limits\n")]).toEqual([
      "limits",
      "limits-1",
      "limits-2",
    ]);
  });
});

describe("the checks on a planted copy", () => {
  const copy = mkdtempSync(join(tmpdir(), "myst-docs-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  // The copy: README.md, docs/ and lib/core/env.ts are its own files; everything else links
  // to the project, so images and source files the manual links to are there.
  beforeAll(() => {
    for (const entry of readdirSync(projectDir)) {
      if (["README.md", "docs", "lib", ".git", "node_modules"].includes(entry)) continue;
      symlinkSync(join(projectDir, entry), join(copy, entry));
    }
    mkdirSync(join(copy, "lib/core"), { recursive: true });
    for (const entry of readdirSync(join(projectDir, "lib")))
      if (entry !== "core") symlinkSync(join(projectDir, "lib", entry), join(copy, "lib", entry));
    for (const entry of readdirSync(join(projectDir, "lib/core")))
      copyFileSync(join(projectDir, "lib/core", entry), join(copy, "lib/core", entry));
    copyFileSync(join(projectDir, "README.md"), join(copy, "README.md"));
    cpSync(join(projectDir, "docs"), join(copy, "docs"), { recursive: true });
  });

  it("reports a link to a missing file, a missing anchor, and an undocumented setting", () => {
    expect(brokenLinks(copy)).toEqual([]);
    expect(undocumentedSettings(copy)).toEqual([]);

    const page = join(copy, "docs/use/planted.md");
    writeFileSync(
      page,
      [
        "# Planted",
        "",
        "See [the limits](../operate/limits.md), [the gone page](../operate/gone.md) and",
        "[a heading that is not there](../operate/limits.md#no-such-heading), [this page](#planted),",
        "[this page's missing part](#elsewhere) and ![a missing picture](../../.github/screenshots/gone.png).",
        "",
        "```md",
        "[in a code block](not-checked.md)",
        "```",
        "",
      ].join("\n"),
    );
    const env = join(copy, "lib/core/env.ts");
    const original = readFileSync(env, "utf8");
    writeFileSync(
      env,
      original.replace("const envSchema = z.object({\n", "const envSchema = z.object({\n  PLANTED_SETTING: z.string().optional(),\n"),
    );

    expect(brokenLinks(copy)).toEqual([
      "docs/use/planted.md:3: ../operate/gone.md (no such file)",
      "docs/use/planted.md:4: ../operate/limits.md#no-such-heading (no heading has this anchor)",
      "docs/use/planted.md:5: #elsewhere (no heading has this anchor)",
      "docs/use/planted.md:5: ../../.github/screenshots/gone.png (no such file)",
    ]);
    expect(undocumentedSettings(copy)).toEqual(["PLANTED_SETTING"]);

    // Fixed: the links lead somewhere and the setting is documented.
    writeFileSync(page, "# Planted\n\nSee [the limits](../operate/limits.md#limits) and [this page](#planted).\n");
    writeFileSync(join(copy, "docs/operate/planted.md"), "# Planted\n\n`PLANTED_SETTING` plants nothing.\n");
    expect(brokenLinks(copy)).toEqual([]);
    expect(undocumentedSettings(copy)).toEqual([]);
  });
});
