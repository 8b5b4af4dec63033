import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectDir } from "./server-process";

// The manual's recipes as the tests that run them read them: a recipe changed on the page is the
// one the tests run, so the page cannot drift from what works.

/**
 * The code blocks of one language (```sh, ```js) in a section of a manual page, in order, each
 * trimmed: from the section's heading line (`## Pasting with curl`) to the next heading of its
 * level or above. Lines inside code blocks are never headings (a shell comment starts with `#`).
 */
export function docRecipes(page: string, heading: string, language = "sh"): string[] {
  const level = heading.indexOf(" ");
  const recipes: string[] = [];
  let inSection = false;
  let block: string[] | null = null;
  let fenced = false;
  for (const line of readFileSync(join(projectDir, page), "utf8").split("\n")) {
    if (line.startsWith("```")) {
      fenced = !fenced;
      if (inSection && fenced && line === "```" + language) block = [];
      else if (block && !fenced) {
        recipes.push(block.join("\n").trim());
        block = null;
      }
      continue;
    }
    if (block) block.push(line);
    else if (!fenced && /^#+ /.test(line)) {
      if (line === heading) inSection = true;
      else if (inSection && line.indexOf(" ") <= level) break;
    }
  }
  if (!inSection) throw new Error(`${page} has no heading "${heading}"`);
  return recipes;
}
