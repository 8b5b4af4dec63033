import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../testing/server-process";
import { hostileTexts } from "./hostile-texts";

// Pastes made to be slow to render (issue 18: quadratic Markdown, huge highlighted output, deep
// nesting; issue 47: a big table and notebook), viewed ten at a time on the production server: every page answers, shows the text
// (plain, with a note, where rendering was given up), and the server keeps answering other
// requests meanwhile. The speed targets themselves are measured by `npm run bench`; here the
// bounds only catch a server that stalls.

let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "myst-hostile-"));
  // Pages not rendered ahead of their first view (lib/server/first-views.ts): the views below are
  // the renders under test, not answers the response cache kept.
  const env = { RATE_LIMIT_ENABLED: "false", MAX_BODY_BYTES: String(4 * 1024 * 1024), FIRST_VIEW_RENDERS_PER_SECOND: "0" };
  server = await startServer({ dataDir, env });
});

afterAll(async () => {
  await server?.terminate();
  rmSync(dataDir, { recursive: true, force: true });
});

async function createPaste(title: string, pasty: { language: string; content: string }): Promise<string> {
  const response = await fetch(`${server.url}/api/v3/pastes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ title, pasties: [{ title, ...pasty }] }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("pastes made to be slow to render", () => {
  it("answer ten at a time, as text, while the server keeps answering others", async () => {
    const ids = new Map<string, string>();
    for (const [name, pasty] of Object.entries(hostileTexts)) ids.set(name, await createPaste(name, pasty));

    let pagesDone = false;
    let pingsDuringPages = 0;
    const pings = (async () => {
      while (!pagesDone) {
        const response = await fetch(`${server.url}/api/v3/ping`);
        expect(response.status).toBe(200);
        if (!pagesDone) pingsDuringPages++;
      }
    })();
    const started = performance.now();
    const pages = await Promise.all(
      [...ids].map(async ([name, id]) => {
        const response = await fetch(`${server.url}/${id}`);
        return { name, status: response.status, html: await response.text(), ms: performance.now() - started };
      }),
    );
    pagesDone = true;
    await pings;

    for (const page of pages) {
      expect(page.status, page.name).toBe(200);
      // Generous: a stalled server takes minutes (issue 18); the 2 s target is in the bench.
      expect(page.ms, page.name).toBeLessThan(15_000);
    }
    // The other requests were answered while the pages were being made, not after them.
    expect(pingsDuringPages).toBeGreaterThan(8);
    // Everything over the limits, or given up at the deadline, is shown as text with a note.
    const notes = pages.filter((page) => /Shown (without highlighting|as source)/.test(page.html)).map((page) => page.name);
    expect(notes).toEqual(expect.arrayContaining(["2 MB of JavaScript", "one 1.8 MB line", "nested brackets", "unclosed link chain"]));
    // The text itself is on every page (escaped), whatever became of the rendering.
    const longLine = pages.find((page) => page.name === "one 1.8 MB line")!;
    expect(longLine.html).toContain("x+=[1,&#39;a&#39;,{b:2}];x+=");
    const html = pages.find((page) => page.name === "deep HTML nesting")!;
    expect(html.html).not.toContain("<div><span><div>");
    // A 2 MB CSV is its source (plain, past the highlighting limit) and the table's first 500 rows.
    const csv = pages.find((page) => page.name === "2 MB of CSV")!;
    expect(csv.html).toContain("Showing 500 of 180,000 rows");
    expect(csv.html.split("<td>1234</td>")).toHaveLength(501);
    expect(csv.html.length).toBeLessThan(6 * 1024 * 1024);
    // A notebook of 100,000 cells (1.5 MB) is its source and its first 200 cells.
    const notebook = pages.find((page) => page.name === "a notebook of 100,000 cells")!;
    expect(notebook.html).toContain("Showing the first 200 of 100,000 cells");
    expect(notebook.html.split('class="notebook-cell notebook-raw"')).toHaveLength(201);
    expect(notebook.html.length).toBeLessThan(4 * 1024 * 1024);
  });
});
