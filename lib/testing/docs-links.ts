import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { headingSlugger } from "../site/heading-slug";

// The manual's checks (docs-links.test.ts): every relative link and #anchor in README.md and
// docs/**/*.md resolves, and every setting lib/core/env.ts reads is documented in docs/operate/.
// Plain functions of a project directory, so the test can run them on a planted copy too. The
// anchors follow lib/site/heading-slug.ts, the rule the manual served at /docs gives its headings.

/** README.md and every Markdown file under docs/, relative to the project, in a stable order. */
export function manualFiles(projectDir: string): string[] {
  const files = ["README.md"];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(projectDir, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".md")) files.push(path);
    }
  };
  if (existsSync(join(projectDir, "docs"))) walk("docs");
  return files;
}

/** The Markdown outside fenced code blocks, line by line (code blocks become empty lines). */
function proseLines(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split("\n").map((line) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence)) fence = undefined;
      return "";
    }
    if (opening) {
      fence = opening[1];
      return "";
    }
    return line;
  });
}

/** Every anchor of a Markdown document's headings (ATX `#` headings), duplicates numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const slug = headingSlugger();
  for (const line of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(\s+#+)?\s*$/.exec(line);
    if (heading) anchors.add(slug(heading[1]!));
  }
  return anchors;
}

/** The link targets of a Markdown document with their line numbers: `[…](x)`, `![…](x)`, `<img src="x">`. */
function linkTargets(markdown: string): { line: number; target: string }[] {
  const targets: { line: number; target: string }[] = [];
  proseLines(markdown).forEach((text, index) => {
    const prose = text.replace(/`[^`]*`/g, "");
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push({ line: index + 1, target: match[1]! });
    for (const match of prose.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)) targets.push({ line: index + 1, target: match[1]! });
  });
  return targets;
}

/** Every relative link or anchor in the manual that leads nowhere, as `file:line: target (why)`. */
export function brokenLinks(projectDir: string): string[] {
  const problems: string[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string): Set<string> => {
    let found = anchorsOf.get(file);
    if (!found) anchorsOf.set(file, (found = headingAnchors(readFileSync(file, "utf8"))));
    return found;
  };
  for (const file of manualFiles(projectDir)) {
    const source = join(projectDir, file);
    for (const { line, target } of linkTargets(readFileSync(source, "utf8"))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue; // another site, mailto:
      const [pathPart = "", anchor] = target.split("#", 2) as [string, string | undefined];
      const destination = pathPart === "" ? source : resolve(dirname(source), decodeURIComponent(pathPart));
      const where = `${file}:${line}: ${target}`;
      if (relative(projectDir, destination).startsWith("..")) {
        problems.push(`${where} (outside the project)`);
      } else if (!existsSync(destination)) {
        problems.push(`${where} (no such file)`);
      } else if (anchor !== undefined) {
        if (statSync(destination).isDirectory() || !destination.endsWith(".md"))
          problems.push(`${where} (an anchor into something not Markdown)`);
        else if (!anchors(destination).has(anchor)) problems.push(`${where} (no heading has this anchor)`);
      }
    }
  }
  return problems;
}

/** The settings lib/core/env.ts declares: the keys of the object its envSchema is made of. */
export function declaredSettings(projectDir: string): string[] {
  const source = readFileSync(join(projectDir, "lib/core/env.ts"), "utf8");
  const start = source.indexOf("const envSchema = z.object({");
  const end = source.indexOf("\n});", start);
  if (start < 0 || end < 0)
    throw new Error("lib/core/env.ts no longer declares `const envSchema = z.object({ … });`: teach docs-links.ts the new shape");
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
}

/** The settings of lib/core/env.ts that no page of docs/operate/ names. */
export function undocumentedSettings(projectDir: string): string[] {
  const operate = manualFiles(projectDir)
    .filter((file) => file.startsWith("docs/operate/"))
    .map((file) => readFileSync(join(projectDir, file), "utf8"))
    .join("\n");
  return declaredSettings(projectDir).filter((name) => !new RegExp(`(?<![A-Z0-9_])${name}(?![A-Z0-9_])`).test(operate));
}
