import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hiddenClients, scalarBundle, scalarConfiguration, scalarScriptUrl, withoutNestedMain } from "./docs";

// The API reference page (/api/docs): Scalar's build as served, and its settings.

describe("Scalar's build as /api/docs/scalar.js serves it", () => {
  it("draws the reference's content in a <section>, not a <main> inside the site's <main>", () => {
    const original = readFileSync(join(process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js"), "utf8");
    // If a new Scalar no longer matches, this fails: adapt withoutNestedMain (lib/api/docs.ts).
    expect(original).toMatch(/\(`main`,\{"aria-label":[^;]{0,300}?class:`references-rendered`/);
    const served = new TextDecoder().decode(scalarBundle().body);
    expect(served).not.toMatch(/\(`main`,\{"aria-label":[^;]{0,300}?class:`references-rendered`/);
    expect(served).toMatch(/\(`section`,\{"aria-label":[^;]{0,300}?class:`references-rendered`/);
    expect(served.length).toBe(original.length + "section".length - "main".length);
    expect(scalarBundle().version).toMatch(/^scalar-\d+\.\d+\.\d+-section-\d+$/);
    // Served as immutable: the page names the version in the URL, so a new build is fetched anew.
    expect(scalarScriptUrl()).toBe(`/api/docs/scalar.js?v=${scalarBundle().version}`);
  });

  it("changes nothing else", () => {
    expect(withoutNestedMain('h(`main`,{class:"x"})')).toBe('h(`main`,{class:"x"})');
    expect(withoutNestedMain('I(`main`,{"aria-label":t(`a`,{name:b}),class:`references-rendered`,inert:c})')).toBe(
      'I(`section`,{"aria-label":t(`a`,{name:b}),class:`references-rendered`,inert:c})',
    );
  });
});

describe("Scalar's settings", () => {
  it("has no light/dark switch of its own (the page follows the site's theme) and curl first", () => {
    const configuration = scalarConfiguration();
    expect(configuration).toMatchObject({ hideDarkModeToggle: true, defaultHttpClient: { targetKey: "shell", clientKey: "curl" } });
    expect(configuration).not.toHaveProperty("forceDarkModeState");
  });

  it("keeps curl, fetch and Python's requests among the clients", () => {
    expect(hiddenClients).not.toHaveProperty("js", true);
    expect(hiddenClients.shell).not.toContain("curl");
    expect(hiddenClients.js).not.toContain("fetch");
    expect(hiddenClients.python).not.toContain("requests");
    expect(hiddenClients).toMatchObject({ node: true, ruby: true, php: true });
  });
});
