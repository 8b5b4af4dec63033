import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { type Catalogue, NAMESPACES, pickMessages } from "./catalogues";

// Each page hands its client components only the messages they use (`<ClientMessages pick={…}>`,
// components/layout/client-messages.tsx). A message missing from that pick would show its key
// instead of words, and only once the component renders (a dialog opened, an error met), where a
// journey may never look. So this reads the imports instead: from every page and layout, the
// files that run in the browser (a "use client" file and everything it imports), the namespaces
// their `useTranslations` ask for, and whether the nearest provider picks them.

const ROOT = join(import.meta.dirname, "../..");
const APP = join(ROOT, "app");
const ENTRY = /^(page|layout|not-found|error|template)\.tsx$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

function entries(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === "api" && folder === APP ? [] : entries(path);
    return ENTRY.test(name) ? [path] : [];
  });
}

interface Source {
  client: boolean;
  imports: string[];
  /** What its `useTranslations` calls ask for: a namespace, or one message of it (`paste.untitled`). */
  asks: string[];
}

const sources = new Map<string, Source>();

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? join(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    if (/\.(tsx?|mjs|js)$/.test(path) && existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

function source(path: string): Source {
  const known = sources.get(path);
  if (known) return known;
  const text = readFileSync(path, "utf8");
  const imports: string[] = [];
  // Type-only imports bring nothing into the browser.
  for (const [, typeOnly, specifier] of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^;"]*?\s+from\s+)?"([^"]+)"/gm)) {
    if (!typeOnly && specifier) imports.push(specifier);
  }
  for (const [, specifier] of text.matchAll(/import\(\s*"([^"]+)"\s*\)/g)) if (specifier) imports.push(specifier);
  const found: Source = {
    client: /^\s*["']use client["']/m.test(text.split("\n").slice(0, 5).join("\n")),
    imports: imports.map((specifier) => resolveImport(path, specifier)).filter((resolved) => resolved !== undefined),
    asks: asksOf(text),
  };
  sources.set(path, found);
  return found;
}

/**
 * The messages a file's `useTranslations` calls ask for: `const t = useTranslations("paste")`
 * with `t("pasty.raw")` and `` t(`go.${id}`) `` asks for `paste.pasty.raw` and `paste.go`; a
 * translator called with anything else, or handed on, asks for its whole namespace.
 */
function asksOf(source: string): string[] {
  // Comments name things in words ("an encrypted paste,") that would read as a translator handed on.
  const text = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  const asks: string[] = [];
  for (const [call, namespace, key] of text.matchAll(/useTranslations\(\s*(?:"([^"]*)")?\s*\)(?:\(\s*"([^"]+)"\s*\))?/g)) {
    if (namespace === undefined) asks.push(`(every namespace: ${call})`);
    else if (key) asks.push(`${namespace}.${key}`);
  }
  for (const [, name = "", namespace = ""] of text.matchAll(/(\w+)\s*=\s*useTranslations\(\s*"([^"]+)"\s*\)(?!\s*\()/g)) {
    const uses = text.matchAll(
      new RegExp(`(?<![\\w.'’"/])${name}\\b(?!\\s*=\\s*useTranslations)(?:\\.(?:rich|markup|has|raw))?(\\(([^,()]*))?`, "g"),
    );
    for (const [, called, argument = ""] of uses) {
      // The key: a literal, each literal of a choice between them, or the part of a template before its first value.
      const literals = [...argument.matchAll(/"([^"]+)"/g)].map(([, key]) => key!);
      const template = /^\s*`([^`$]*)/.exec(argument)?.[1];
      if (literals.length > 0) asks.push(...literals.map((key) => `${namespace}.${key}`));
      else if (template?.includes(".")) asks.push(`${namespace}.${template.slice(0, template.lastIndexOf("."))}`);
      else asks.push(namespace);
      if (!called) break;
    }
  }
  return asks;
}

/** What the browser-side files reached from `entry` ask for, each with a file that asks it. */
function clientAsks(entry: string): Map<string, string> {
  const asks = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (path: string, inClient: boolean) => {
    const file = source(path);
    const client = inClient || file.client;
    const mark = `${client}:${path}`;
    if (seen.has(mark)) return;
    seen.add(mark);
    if (client) for (const ask of file.asks) if (!asks.has(ask)) asks.set(ask, relative(ROOT, path));
    for (const imported of file.imports) visit(imported, client);
  };
  visit(entry, false);
  return asks;
}

const PICK = /<ClientMessages\s+pick=\{\[([^\]]*)\]\}/;

/** The paths a file's own `<ClientMessages pick={[…]}>` names, or undefined when it has none. */
function picksOf(path: string): string[] | undefined {
  const found = PICK.exec(readFileSync(path, "utf8"));
  return found ? [...found[1]!.matchAll(/"([^"]+)"/g)].map(([, pick]) => pick!) : undefined;
}

/** The picks in force for an entry: its own, else the nearest layout's above it. */
function picksFor(entry: string): { picks: string[]; by: string } {
  const own = picksOf(entry);
  if (own) return { picks: own, by: relative(ROOT, entry) };
  for (let folder = dirname(entry); folder.startsWith(APP); folder = dirname(folder)) {
    const layout = join(folder, "layout.tsx");
    const picks = layout !== entry && existsSync(layout) ? picksOf(layout) : undefined;
    if (picks) return { picks, by: relative(ROOT, layout) };
  }
  throw new Error(`no ClientMessages above ${relative(ROOT, entry)}: the root layout's is missing`);
}

const covers = (picks: string[], ask: string) => picks.some((pick) => ask === pick || ask.startsWith(`${pick}.`));

const english = Object.fromEntries(
  NAMESPACES.map((namespace) => [
    namespace,
    JSON.parse(readFileSync(join(import.meta.dirname, "messages/en", `${namespace}.json`), "utf8")) as Catalogue,
  ]),
) as Catalogue;

describe("the messages each page hands its client components", () => {
  const pages = entries(APP);

  it("finds the pages, and the client components of the paste page asking for its namespaces", () => {
    expect(pages.length).toBeGreaterThan(30);
    const asks = clientAsks(join(APP, "(site)/[pasteId]/page.tsx"));
    expect([...asks.keys()]).toEqual(expect.arrayContaining(["paste.toolbar.copyLink", "reader.comments.heading", "paste.untitled"]));
  });

  it("reads what a translator asks for from how it is called", () => {
    const component = `
      // An encrypted paste's words, and t's.
      const t = useTranslations("paste");
      const other = useTranslations("reader.share");
      const untitled = useTranslations("site")("untitled");
      t("toolbar.copyLink"); t.rich(open ? "report.open" : "report.close", {}); t(\`go.\${id}\`);
      other(key);`;
    expect(asksOf(component).sort()).toEqual([
      "paste.go",
      "paste.report.close",
      "paste.report.open",
      "paste.toolbar.copyLink",
      "reader.share",
      "site.untitled",
    ]);
    expect(asksOf(`const t = useTranslations("paste"); words(t);`)).toEqual(["paste"]);
  });

  it("cover every namespace a client component under them asks for", () => {
    const missing: string[] = [];
    for (const page of pages) {
      const { picks, by } = picksFor(page);
      for (const [ask, file] of clientAsks(page)) {
        if (!covers(picks, ask)) missing.push(`${relative(ROOT, page)}: ${file} asks for "${ask}", which ${by} does not pick`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("pick only messages the catalogues have, and none that no client component under them asks for", () => {
    const wrong: string[] = [];
    for (const page of pages) {
      const picks = picksOf(page);
      if (!picks) continue;
      const asks = [...clientAsks(page).keys()];
      for (const pick of picks) {
        if (Object.keys(pickMessages(english, [pick])).length === 0)
          wrong.push(`${relative(ROOT, page)} picks "${pick}", which English has not`);
        // A layout's pick serves the pages under it too; a page's serves only itself.
        else if (
          !page.endsWith("layout.tsx") &&
          !asks.some((ask) => ask === pick || ask.startsWith(`${pick}.`) || pick.startsWith(`${ask}.`))
        ) {
          wrong.push(`${relative(ROOT, page)} picks "${pick}", which no client component of it asks for`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("pickMessages", () => {
  const messages: Catalogue = {
    site: { header: { home: "Home" }, units: { kb: "KB" } },
    paste: { untitled: "Untitled", pasty: { raw: "Raw" } },
  };

  it("keeps the namespaces and parts named, and nothing else", () => {
    expect(pickMessages(messages, ["site.units", "paste"])).toEqual({ site: { units: { kb: "KB" } }, paste: messages.paste });
    expect(pickMessages(messages, ["paste.untitled", "site.header.home"])).toEqual({
      paste: { untitled: "Untitled" },
      site: { header: { home: "Home" } },
    });
  });

  it("leaves out a path the messages do not have", () => {
    expect(pickMessages(messages, ["history", "site.nothing"])).toEqual({});
  });
});
