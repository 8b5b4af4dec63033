// The render thread (started by lib/render/pool.ts): highlighting and Markdown of user content,
// and the secret scan of big texts (lib/secrets/scanner.ts), run here, never on the server's request thread, so a text that is slow to parse (quadratic
// Markdown, a huge one-line file) costs this thread only, and only until the pool's deadline
// ends it. One job at a time; plain JavaScript so the thread needs no TypeScript loader.
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

const entities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => entities[character]);

/** @type {Map<string, Promise<import("@lezer/common").Parser | null>>} */
const parsers = new Map();

/** The parser of a CodeMirror grammar by its name (as lib/highlight/codemirror-language.ts found it). */
function parserFor(grammar) {
  let parser = parsers.get(grammar);
  if (!parser) {
    const description = LanguageDescription.matchLanguageName(languages, grammar, false);
    parser = description ? description.load().then((support) => support.language.parser) : Promise.resolve(null);
    parsers.set(grammar, parser);
  }
  return parser;
}

/** Calls `emit(text, classes)` for every stretch of `code`, in order ("" classes: unstyled). */
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
const tagOf = (tokenClass) => `h-${tokenClass.slice(1)}`;

/** Highlighted HTML of `code`, one string per line (without the newline). */
function highlightLines(parser, code) {
  if (!parser) return code.split("\n").map(escapeHtml);
  const lines = [];
  let line = "";
  highlightStretches(parser, code, (text, classes) => {
    const parts = text.split("\n");
    for (let index = 0; index < parts.length; index++) {
      if (index > 0) {
        lines.push(line);
        line = "";
      }
      const part = parts[index];
      if (part) line += classes ? `<${tagOf(classes)}>${escapeHtml(part)}</${tagOf(classes)}>` : escapeHtml(part);
    }
  });
  lines.push(line);
  return lines;
}

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
const safeProtocol = /^(https?|ircs?|mailto|xmpp)$/i;

/** What react-markdown's default does: relative URLs and a few protocols pass, others become "". */
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
 */
async function renderMarkdown(text, parsers) {
  const tree = await markdown.run(markdown.parse(text));
  visit(tree, "element", (node, _index, parent) => {
    for (const name of ["href", "src", "cite", "action", "formAction", "poster", "longDesc"]) {
      if (typeof node.properties[name] === "string") node.properties[name] = safeUrl(node.properties[name]);
    }
    if (node.tagName !== "code" || parent?.tagName !== "pre") return;
    const className = [node.properties.className ?? []].flat().find((name) => String(name).startsWith("language-"));
    const parser = className ? parsers.get(String(className).slice("language-".length)) : undefined;
    const source = node.children.map((child) => child.value ?? "").join("");
    if (!parser) return;
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
  return toHtml(tree);
}

/** Grammars are loaded before the work proper: the pool's deadline counts from this signal. */
const loaded = (job) => parentPort.postMessage({ id: job.id, loaded: true });

async function run(job) {
  if (job.kind === "code") {
    const parser = await parserFor(job.grammar);
    loaded(job);
    return { lines: highlightLines(parser, job.text) };
  }
  if (job.kind === "ansi") {
    loaded(job);
    return { lines: ansiLines(job.text) };
  }
  if (job.kind === "markdown") {
    const parsers = new Map();
    for (const [fence, grammar] of Object.entries(job.fenceGrammars)) parsers.set(fence, await parserFor(grammar));
    loaded(job);
    return { html: await renderMarkdown(job.text, parsers) };
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
  throw new Error(`unknown job kind ${job.kind}`);
}

/** This thread's `<pid>/task/<tid>`, by which the pool reads the CPU time its deadline counts. */
function ownThreadPath() {
  try {
    return readlinkSync("/proc/thread-self");
  } catch {
    return null;
  }
}

parentPort.postMessage({ ready: true, threadPath: ownThreadPath() });
parentPort.on("message", (job) => {
  run(job).then(
    (result) => parentPort.postMessage({ id: job.id, ...result }),
    (error) => parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
