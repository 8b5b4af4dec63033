import type { Heading, Nodes, Root } from "mdast";
import { SKIP, visit } from "unist-util-visit";
import { headingSlugger } from "./heading-slug";
import { manualImageSrc, manualLinkHref } from "./manual-links";

// The remark step that turns a page of docs/ into the page served at /docs: headings get the
// anchors GitHub gives them (so `#anchors` written for GitHub work here), links lead to /docs
// pages or, leading out of the manual, become their text, and images the site does not serve are
// left out, with any paragraph or table that held nothing else.

export interface ManualPageOptions {
  /** The page's file, relative to the project: `docs/use/pages.md`. */
  file: string;
  /** Every page of the manual: file → its address on the site. */
  hrefOf: ReadonlyMap<string, string>;
}

/** A remark plugin (react-markdown's remarkPlugins) for one page of the manual. */
export function remarkManualPage({ file, hrefOf }: ManualPageOptions) {
  return (tree: Root, source: { value: unknown }): void => {
    const markdown = String(source.value);
    const slug = headingSlugger();
    visit(tree, (node, index, parent) => {
      if (node.type === "heading") {
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: slug(headingSource(node, markdown)) } };
      } else if (node.type === "link" && parent && index !== undefined) {
        const href = manualLinkHref(file, node.url, hrefOf);
        if (href !== undefined) node.url = href;
        else {
          parent.children.splice(index, 1, ...node.children);
          return [SKIP, index];
        }
      } else if (node.type === "image" && parent && index !== undefined) {
        const src = manualImageSrc(file, node.url);
        if (src !== undefined) node.url = src;
        else {
          parent.children.splice(index, 1);
          return [SKIP, index];
        }
      }
      return undefined;
    });
    visit(tree, ["paragraph", "table"], (node, index, parent) => {
      if (parent && index !== undefined && blank(node)) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      return undefined;
    });
  };
}

/** A heading's Markdown source without its `#`s, what GitHub's anchor (and headingSlug) is made from. */
export function headingSource(heading: Heading, markdown: string): string {
  const start = heading.children[0]?.position?.start.offset;
  const end = heading.children.at(-1)?.position?.end.offset;
  return start === undefined || end === undefined ? "" : markdown.slice(start, end);
}

/** The text a node shows: its text and code spans, markup gone. */
export function plainText(node: Nodes): string {
  if ("children" in node) return node.children.map((child) => plainText(child)).join("");
  return node.type === "text" || node.type === "inlineCode" ? node.value : "";
}

/** Nothing left to show: only white space, once links and images are gone. */
function blank(node: Nodes): boolean {
  if ("children" in node) return node.children.every((child) => blank(child));
  return node.type === "text" && node.value.trim() === "";
}
