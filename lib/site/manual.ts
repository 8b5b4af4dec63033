import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Heading } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { headingSlug } from "./heading-slug";
import { headingSource, plainText } from "./manual-markdown";
import { processSingleton } from "../core/process-state";

// The manual every instance serves at /docs: the Markdown files of docs/, read once per process
// into a fixed table. A request names a page by its address and is answered from that table
// only; no part of a request is ever joined onto a file path, so `..`, encoded slashes and the
// like find nothing. docs/ ships with the build (.docker/Dockerfile copies it) and does not change
// while the server runs.

export interface ManualPage {
  /** Relative to the project: `docs/operate/security.md`. */
  file: string;
  /** Its address on the site: `/docs/operate/security` (`/docs` for docs/README.md). */
  href: string;
  /** The address's parts below /docs: `["operate", "security"]`. */
  path: string[];
  /** The text of its first heading, and that heading's anchor. */
  title: string;
  titleId: string;
  /** The text of its other headings (levels 2 and 3), for the command palette's search. */
  headings: string[];
  markdown: string;
}

/** What the command palette needs of a page (components/command-palette). */
export type ManualEntry = Pick<ManualPage, "href" | "title" | "headings">;

export interface Manual {
  /** docs/README.md (the index) first, then by file. */
  pages: ManualPage[];
  /** Every page's file → its address, to rewrite the links between pages. */
  hrefOf: ReadonlyMap<string, string>;
}

/** A folder or file name the manual may use in an address: lower-case words and hyphens. */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The address a file of docs/ is served at, or undefined for a file that is not a page: only
 * docs/README.md, docs/<folder>/README.md and docs/<folder>/<name>.md, with names of NAME.
 */
export function manualHref(file: string): string | undefined {
  const match = /^docs\/(?:([^/]+)\/)?([^/]+)\.md$/.exec(file);
  if (!match) return undefined;
  const folder = match[1];
  const name = match[2]!;
  if (folder === undefined) return name === "README" ? "/docs" : undefined;
  const names = name === "README" ? [folder] : [folder, name];
  return names.every((part) => NAME.test(part)) ? ["/docs", ...names].join("/") : undefined;
}

/** The manual made of these files (relative to the project); files that are not pages are left out. */
export function createManual(sources: { file: string; markdown: string }[]): Manual {
  const pages = sources
    .flatMap(({ file, markdown }) => {
      const href = manualHref(file);
      return href === undefined ? [] : [describePage(file, href, markdown)];
    })
    .sort((a, b) => (a.href === "/docs" ? -1 : b.href === "/docs" ? 1 : a.file.localeCompare(b.file)));
  return { pages, hrefOf: new Map(pages.map((page) => [page.file, page.href])) };
}

function describePage(file: string, href: string, markdown: string): ManualPage {
  const headings: Heading[] = [];
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  for (const node of tree.children) if (node.type === "heading") headings.push(node);
  const [first, ...rest] = headings;
  return {
    file,
    href,
    path: href.split("/").slice(2),
    title: first ? plainText(first) : href,
    titleId: first ? headingSlug(headingSource(first, markdown)) : "",
    headings: rest.filter((heading) => heading.depth <= 3).map((heading) => plainText(heading)),
    markdown,
  };
}

/** The page at these parts of an address below /docs (a route's decoded segments), or undefined. */
export function manualPageAt(manual: Manual, path: readonly string[]): ManualPage | undefined {
  if (path.length > 2 || !path.every((name) => NAME.test(name))) return undefined;
  return manual.pages.find((page) => page.path.length === path.length && page.path.every((name, index) => name === path[index]));
}

/** The manual of a docs/ folder: its Markdown files and those of its folders, named as in the project (`docs/…`). */
export function readManual(docsDir: string): Manual {
  const sources: { file: string; markdown: string }[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(docsDir, dir), { withFileTypes: true })) {
      const name = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory() && dir === "") walk(name);
      else if (entry.isFile() && entry.name.endsWith(".md"))
        sources.push({ file: `docs/${name}`, markdown: readFileSync(join(docsDir, name), "utf8") });
    }
  };
  if (existsSync(docsDir)) walk("");
  return createManual(sources);
}

/**
 * This instance's manual, read on first use from docs/ of the directory the server runs in (npm
 * start, the Docker image), as lib/api/docs.ts reads Scalar: lib/core/project-dir.ts's search
 * would make the bundler trace the whole project into every page that shows the palette.
 */
export function manual(): Manual {
  return processSingleton("manual", () => readManual(join(process.cwd(), "docs")));
}
