import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ManualArticle } from "@/components/manual/manual-article";
import { createManual, readManual, type Manual, type ManualPage } from "./manual";

// A page of the manual as /docs serves it (components/manual/manual-article.tsx): anchors as on
// GitHub, links made the site's or their text, images the site serves, and no raw HTML.

const render = (page: ManualPage, manual: Manual) => renderToStaticMarkup(createElement(ManualArticle, { page, manual }));

const sample = [
  "# Sample page",
  "",
  "See [the index](../README.md), [limits](../operate/limits.md#rate-limits), [below](#the-npm-start-server),",
  "[the client](../../lib/db/client.ts) and [**the README**](../../README.md).",
  "",
  "## The `npm start` server",
  "",
  "## Limits",
  "",
  "## Limits",
  "",
  "![A profile](../../public/images/profile.png)",
  "",
  "| | |",
  "|---|---|",
  "| ![Not served](../../.github/screenshots/admin.png) | ![Nor this](../../.github/screenshots/diff.png) |",
  "",
  "Before ![a screenshot](../../.github/screenshots/paste.png) after.",
  "",
  '<script>alert("raw")</script>',
  "",
  'Inline <b onclick="alert(1)">bold</b> HTML.',
  "",
  "```sh",
  "npm start  # <not a tag>",
  "```",
  "",
].join("\n");

const manual = createManual([
  { file: "docs/README.md", markdown: "# Index\n" },
  { file: "docs/operate/limits.md", markdown: "# Limits\n\n## Rate limits\n" },
  { file: "docs/use/sample.md", markdown: sample },
]);

describe("a page of the manual, rendered", () => {
  const html = render(
    manual.pages.find((page) => page.file === "docs/use/sample.md")!,
    manual,
  );

  it("gives headings GitHub's anchors, labels the article with its title and says it is in English", () => {
    expect(html).toContain('<article class="manual-page" aria-labelledby="sample-page" lang="en"><h1 id="sample-page">Sample page</h1>');
    expect(html).toContain('<h2 id="the-npm-start-server">The <code>npm start</code> server</h2>');
    expect(html).toContain('<h2 id="limits">Limits</h2>\n<h2 id="limits-1">Limits</h2>');
  });

  it("makes links between pages /docs links and keeps only the text of links out of the manual", () => {
    expect(html).toContain(
      'See <a href="/docs">the index</a>, <a href="/docs/operate/limits#rate-limits">limits</a>, <a href="#the-npm-start-server">below</a>,\nthe client and <strong>the README</strong>.',
    );
  });

  it("shows the images the site serves and leaves out the others, with a table that held only them", () => {
    expect(html).toContain('<img src="/images/profile.png" alt="A profile"/>');
    expect(html).not.toContain("screenshots");
    expect(html).not.toContain("<table");
    expect(html).toContain("<p>Before  after.</p>");
  });

  it("renders no raw HTML and keeps code blocks as code", () => {
    expect(html).not.toMatch(/<script|<b[ >]|alert/);
    expect(html).toContain("<p>Inline bold HTML.</p>");
    expect(html).toContain('<pre><code class="language-sh">npm start  # &lt;not a tag&gt;\n</code></pre>');
  });
});

describe("the whole manual, rendered", () => {
  const served = readManual(join(import.meta.dirname, "../../docs"));
  const rendered = new Map(served.pages.map((page) => [page.href, render(page, served)]));
  const ids = (html: string) => new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]!));

  it("has every link of every page lead to a page and heading of the manual, or to another site", () => {
    const broken: string[] = [];
    for (const [href, html] of rendered) {
      for (const [, target] of html.matchAll(/<a href="([^"]*)"/g)) {
        if (/^(https?:|mailto:)/.test(target!)) continue;
        const [path, anchor] = target!.split("#") as [string, string | undefined];
        const page = rendered.get(path === "" ? href : path);
        if (!page || (anchor !== undefined && !ids(page).has(anchor))) broken.push(`${href}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("shows no image the site does not serve", () => {
    for (const html of rendered.values())
      for (const [, src] of html.matchAll(/<img src="([^"]*)"/g)) expect(src).toMatch(/^\/images\/[a-z-]+\.png$/);
  });
});
