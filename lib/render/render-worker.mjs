// The render thread (started by lib/render/pool.ts): highlighting, Markdown, tables and notebooks of user content,
// and the secret scan of big texts (lib/secrets/scanner.ts), run here, never on the server's request thread, so a text that is slow to parse (quadratic
// Markdown, a huge one-line file) costs this thread only, and only until the pool's deadline
// ends it. One job at a time; plain JavaScript so the thread needs no TypeScript loader. What a
// job sends back is bounded by its text (output-budget.mjs), checked here before it is posted.
import { readlinkSync } from "node:fs";
import { parentPort } from "node:worker_threads";
import { LanguageDescription } from "@codemirror/language";
import { languages } from "@codemirror/language-data";
import { highlightTree } from "@lezer/highlight";
import { toHtml } from "hast-util-to-html";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { tokenHighlighter } from "../highlight/token-classes.mjs";
import { ansiLines } from "./ansi.mjs";
import { nestsTooDeeply, OverBudget, outputBudget } from "./output-budget.mjs";
import { notebookHtml, readNotebook } from "./notebook.mjs";
import { tableHtml } from "./table.mjs";

// What the pool (pool.ts) sends and what it is answered, as its types say.
/** @typedef {import("./pool.ts").RenderJob & { id: number }} Job */
/** @typedef {import("./pool.ts").RenderAnswer} Answer */
/** @typedef {import("@lezer/common").Parser} Parser */
/** @typedef {import("hast").ElementContent} ElementContent */

/** @type {Record<string, string>} */
const entities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => entities[character] ?? character);

/** @type {Map<string, Promise<Parser | null>>} */
const parsers = new Map();

/** The parser of a CodeMirror grammar by its name (as lib/highlight/codemirror-language.ts found it). @param {string} grammar */
function parserFor(grammar) {
  let parser = parsers.get(grammar);
  if (!parser) {
    const description = LanguageDescription.matchLanguageName(languages, grammar, false);
    parser = description ? description.load().then((support) => support.language.parser) : Promise.resolve(null);
    parsers.set(grammar, parser);
  }
  return parser;
}

/**
 * Calls `emit(text, classes)` for every stretch of `code`, in order ("" classes: unstyled).
 * @param {Parser} parser @param {string} code @param {(text: string, classes: string) => void} emit
 */
function highlightStretches(parser, code, emit) {
  let position = 0;
  highlightTree(parser.parse(code), tokenHighlighter, (from, to, classes) => {
    if (from > position) emit(code.slice(position, from), "");
    emit(code.slice(from, to), classes);
    position = to;
  });
  if (position < code.length) emit(code.slice(position), "");
}

/**
 * The element of a token class in the read pages' code: `hk` → `<h-k>`. An undefined custom
 * element behaves like a span and is less than half its bytes (`<h-k>x</h-k>` against
 * `<span class="hk">x</span>`), which on a page of dense code is most of the page.
 */
const tagOf = (/** @type {string} */ tokenClass) => `h-${tokenClass.slice(1)}`;

/**
 * Highlighted HTML of `code`, one string per line (without the newline); OverBudget past `budget` characters.
 * @param {Parser | null} parser @param {string} code @param {number} budget
 */
function highlightLines(parser, code, budget) {
  if (!parser) return code.split("\n").map(escapeHtml);
  /** @type {string[]} */
  const lines = [];
  let line = "";
  let spent = 0;
  highlightStretches(parser, code, (text, classes) => {
    const parts = text.split("\n");
    for (let index = 0; index < parts.length; index++) {
      if (index > 0) {
        lines.push(line);
        line = "";
      }
      const part = parts[index];
      if (!part) continue;
      const html = classes ? `<${tagOf(classes)}>${escapeHtml(part)}</${tagOf(classes)}>` : escapeHtml(part);
      spent += html.length;
      if (spent > budget) throw new OverBudget();
      line += html;
    }
  });
  lines.push(line);
  return lines;
}

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
const safeProtocol = /^(https?|ircs?|mailto|xmpp)$/i;

/** What react-markdown's default does: relative URLs and a few protocols pass, others become "". @param {string} value */
function safeUrl(value) {
  const colon = value.indexOf(":");
  const questionMark = value.indexOf("?");
  const numberSign = value.indexOf("#");
  const slash = value.indexOf("/");
  if (
    colon === -1 ||
    (slash !== -1 && colon > slash) ||
    (questionMark !== -1 && colon > questionMark) ||
    (numberSign !== -1 && colon > numberSign) ||
    safeProtocol.test(value.slice(0, colon))
  ) {
    return value;
  }
  return "";
}

/**
 * GitHub-flavoured Markdown as HTML. Raw HTML in the source is left out (remark-rehype drops
 * it unless told otherwise) and links and images keep only safe URLs, so a paste cannot run
 * script on our origin. Fenced code is highlighted with the parsers of the fences' languages.
 * @param {string} text @param {Map<string, Parser | null>} parsers @param {number} budget
 */
async function renderMarkdown(text, parsers, budget) {
  const syntaxTree = markdown.parse(text);
  // GFM pads every row of a table to its header's cells: a wide header over many short rows is
  // a big HTML tree from a small text, refused before it is built.
  let cells = 0;
  visit(syntaxTree, "table", (table) => void (cells += (table.align?.length ?? 0) * table.children.length));
  if (cells * "<td></td>".length > budget) throw new OverBudget();
  const tree = await markdown.run(syntaxTree);
  visit(tree, "element", (node, _index, parent) => {
    for (const name of ["href", "src", "cite", "action", "formAction", "poster", "longDesc"]) {
      if (typeof node.properties[name] === "string") node.properties[name] = safeUrl(node.properties[name]);
    }
    if (node.tagName !== "code" || parent?.type !== "element" || parent.tagName !== "pre") return;
    const className = [node.properties.className ?? []].flat().find((name) => String(name).startsWith("language-"));
    const parser = className ? parsers.get(String(className).slice("language-".length)) : undefined;
    const source = node.children.map((child) => ("value" in child ? child.value : "")).join("");
    if (!parser) return;
    /** @type {ElementContent[]} */
    const children = [];
    highlightStretches(parser, source.replace(/\n$/, ""), (value, classes) => {
      children.push(
        classes
          ? { type: "element", tagName: "span", properties: { className: [classes] }, children: [{ type: "text", value }] }
          : { type: "text", value },
      );
    });
    node.children = children;
  });
  // A link definition's long URL used by many short references is one string in the tree and a
  // copy per link in the HTML: the HTML's length is estimated before it is made.
  if (htmlLength(tree) > budget) throw new OverBudget();
  return toHtml(tree);
}

/** About how many characters `tree` makes as HTML (its text, tags and attribute values). @param {import("hast").Root} tree */
function htmlLength(tree) {
  let length = 0;
  visit(tree, (node) => {
    if (node.type === "text") length += node.value.length;
    if (node.type !== "element") return;
    length += 2 * node.tagName.length + 5;
    for (const value of Object.values(node.properties ?? {})) length += String(value).length;
  });
  return length;
}

/** The characters of code markup (lib/render/markup.ts) that `lines` make: each line in `<h-l></h-l>`. */
const markupLength = (/** @type {string[]} */ lines) => lines.reduce((total, line) => total + line.length + "<h-l></h-l>".length, 0);

/** `answer`, or OverBudget when what it carries is longer than `budget` characters. @param {Answer} answer @param {number} budget */
function withinBudget(answer, budget) {
  const length = answer.lines ? markupLength(answer.lines) : (answer.html ?? "").length;
  if (length > budget) throw new OverBudget();
  return answer;
}

/**
 * What `render` makes, or null when its output would pass its budget (a notebook's cell, shown
 * as text then, where a pasty would be shown plain whole).
 * @param {() => string | Promise<string>} render
 */
async function orNullOverBudget(render) {
  try {
    return await render();
  } catch (error) {
    if (error instanceof OverBudget) return null;
    throw error;
  }
}

/** Grammars are loaded before the work proper: the pool's deadline counts from this signal. */
const loaded = (/** @type {Job} */ job) => port.postMessage({ id: job.id, loaded: true });

/** @param {Job} job @returns {Promise<Answer>} */
async function run(job) {
  if (job.kind === "code") {
    const parser = await parserFor(job.grammar);
    loaded(job);
    if (parser && nestsTooDeeply(job.text)) return { refused: "nesting" };
    const budget = outputBudget(job.text);
    return withinBudget({ lines: highlightLines(parser, job.text, budget) }, budget);
  }
  if (job.kind === "ansi") {
    loaded(job);
    const budget = outputBudget(job.text);
    return withinBudget({ lines: ansiLines(job.text, budget) }, budget);
  }
  if (job.kind === "markdown") {
    /** @type {Map<string, Parser | null>} */
    const parsers = new Map();
    for (const [fence, grammar] of Object.entries(job.fenceGrammars)) parsers.set(fence, await parserFor(grammar));
    loaded(job);
    if (nestsTooDeeply(job.text)) return { refused: "nesting" };
    const budget = outputBudget(job.text);
    return withinBudget({ html: await renderMarkdown(job.text, parsers, budget) }, budget);
  }
  if (job.kind === "table") {
    loaded(job);
    const html = tableHtml(job.text, job.format);
    return html === null ? { refused: "empty" } : withinBudget({ html }, outputBudget(job.text));
  }
  if (job.kind === "notebook") {
    // Python, the most common notebook language, is loaded before the deadline counts; another is
    // named inside the text, so it is loaded within it, after the text is read.
    await parserFor("Python");
    loaded(job);
    const read = readNotebook(job.text);
    if ("refused" in read) return { refused: read.refused };
    const grammar = LanguageDescription.matchLanguageName(languages, read.notebook.language, false)?.name;
    const parser = grammar ? await parserFor(grammar) : null;
    const html = await notebookHtml(read.notebook, {
      // Fenced code in a notebook's Markdown is shown plain: its grammars are not loaded for it.
      markdown: (text, budget) => orNullOverBudget(() => renderMarkdown(text, new Map(), budget)),
      code: (source, budget) => orNullOverBudget(() => highlightLines(parser, source, budget).join("\n")),
      terminal: (text, budget) => orNullOverBudget(() => ansiLines(text, budget).join("\n")),
    });
    return withinBudget({ html }, outputBudget(job.text));
  }
  if (job.kind === "secrets") {
    // Loaded on first use: threads that never scan a big text never load secretlint.
    const { findSecrets } = await import("../secrets/scan.mjs");
    loaded(job);
    return { findings: await findSecrets(job.text) };
  }
  if (job.kind === "warm") {
    await Promise.all(job.grammars.map(parserFor));
    return {};
  }
  throw new Error(`unknown job kind ${/** @type {{ kind: string }} */ (job).kind}`);
}

/** This thread's `<pid>/task/<tid>`, by which the pool reads the CPU time its deadline counts. */
function ownThreadPath() {
  try {
    return readlinkSync("/proc/thread-self");
  } catch {
    return null;
  }
}

if (!parentPort) throw new Error("render-worker.mjs runs as a worker thread (lib/render/pool.ts starts it)");
const port = parentPort;
port.postMessage({ ready: true, threadPath: ownThreadPath() });
port.on("message", (/** @type {Job} */ job) => {
  run(job).then(
    (result) => port.postMessage({ id: job.id, ...result }),
    (error) =>
      port.postMessage(
        error instanceof OverBudget
          ? { id: job.id, refused: "budget" }
          : { id: job.id, error: error instanceof Error ? error.message : String(error) },
      ),
  );
});
