import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectAccessible } from "./pages/a11y";
import { createPaste, PastePage } from "./pages/paste-page";

// Pasties shown as something else than their text (issue 47): CSV as a sortable table, Jupyter
// notebooks as their cells, Mermaid as diagrams drawn in the browser; each in light and dark,
// each with its source a toggle away, hostile ones bounded and shown as source with a note. And
// code as an image, downloaded in the page's theme and named as the paste's link preview.

const flow = 'flowchart LR\n  A[Write] --> B{Review}\n  B -->|ok| C[Ship]\n  click A call alert()\n  click C href "javascript:alert(1)"\n';
// Over the size limit: 10,000 nodes (on one line, as a hostile paste might) are never given to mermaid.
const hugeFlow = `flowchart TD;${Array.from({ length: 10_000 }, (_, index) => `n${index}`).join(";")}\n`;
// One statement of 400 edges: under the size limits, refused by mermaid's own edge limit.
const crossedFlow = `flowchart LR\n  ${Array.from({ length: 20 }, (_, index) => `a${index}`).join(" & ")} --> ${Array.from({ length: 20 }, (_, index) => `b${index}`).join(" & ")}\n`;
const scores = 'player;score\nBob;9\nAda;10\n<b>Eve</b>;-2\n"=HYPERLINK(""https://example.org"")";\n';
/** An 8×8 blue square. */
const bluePng = "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQz3+NFTEMLQkAoOReQWgyRl8AAAAASUVORK5CYII=";
const analysis = JSON.stringify({
  nbformat: 4,
  nbformat_minor: 5,
  metadata: { kernelspec: { name: "python3", language: "python" } },
  cells: [
    { cell_type: "markdown", metadata: {}, source: ["# Analysis\n", "\n", "<script>window.__pwned = true</script>"] },
    {
      cell_type: "code",
      execution_count: 1,
      metadata: {},
      source: ["def square(n):\n", "    return n * n"],
      outputs: [
        { output_type: "stream", name: "stdout", text: "squared\n" },
        { output_type: "display_data", metadata: {}, data: { "image/png": bluePng, "text/plain": "<Figure>" } },
        { output_type: "display_data", metadata: {}, data: { "text/html": '<b id="injected">bold</b>' } },
      ],
    },
  ],
});

test("tables, notebooks and diagrams are drawn in light and dark, hostile ones shown as source; the source a keypress away", async ({
  page,
  request,
}) => {
  const paste = await createPaste(request, {
    title: "Rich views",
    pasties: [
      { title: "scores.csv", content: scores, language: "Text" },
      { title: "flow.mmd", content: flow, language: "Mermaid" },
      { title: "huge.mmd", content: hugeFlow, language: "Mermaid" },
      { title: "crossed.mmd", content: crossedFlow, language: "Mermaid" },
      { title: "broken.mmd", content: "flowchart LR\n  A --> (\n", language: "Mermaid" },
      // Its name makes it a notebook: Autodetect takes the language of a file name's extension.
      { title: "analysis.ipynb", content: analysis, language: "Autodetect" },
      { title: "square.py", content: "def square(n):\n    return n * n\n\nprint(square(7))\n", language: "Python" },
    ],
  });
  const view = new PastePage(page);
  await view.open(paste.id);

  await page.emulateMedia({ colorScheme: "dark" });
  // Plain text named .csv is a table (delimiter guessed): markup and formulas in cells are text,
  // a click on a header sorts by it, numbers as numbers, empty cells last; the source on request.
  await page.getByRole("tab", { name: "scores.csv" }).click();
  const table = view.table("scores.csv");
  await expect(table.getByRole("columnheader")).toHaveText(["player", "score"]);
  await expect(view.tableColumn("scores.csv", 1)).toHaveText(["Bob", "Ada", "<b>Eve</b>", '=HYPERLINK("https://example.org")']);
  await expect(table.getByRole("link")).toHaveCount(0);
  await expectAccessible(page, "a CSV table, dark");
  await view.pasty("scores.csv").screenshot({ path: "test-results/screenshots/csv-table-dark.png" });
  await view.sortTableBy("scores.csv", "score");
  await expect(table.getByRole("columnheader", { name: /^score/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(view.tableColumn("scores.csv", 2)).toHaveText(["-2", "9", "10", ""]);
  await view.sortTableBy("scores.csv", "score");
  await expect(table.getByRole("columnheader", { name: /^score/ })).toHaveAttribute("aria-sort", "descending");
  await expect(view.tableColumn("scores.csv", 1)).toHaveText(["Ada", "Bob", "<b>Eve</b>", '=HYPERLINK("https://example.org")']);
  await page.emulateMedia({ colorScheme: "light" });
  await expectAccessible(page, "a CSV table, light");
  await view.pasty("scores.csv").screenshot({ path: "test-results/screenshots/csv-table-light.png" });
  await view
    .pasty("scores.csv")
    .getByRole("button", { name: /Show source/ })
    .click();
  await expect(view.pasty("scores.csv").locator(".code")).toContainText("player;score");

  // A Jupyter notebook: its Markdown rendered without raw HTML, code highlighted with its
  // execution count, a PNG output as an image, an HTML output as text; the source on request.
  await page.getByRole("tab", { name: "analysis.ipynb" }).click();
  const cells = view.notebook("analysis.ipynb");
  await expect(cells.getByRole("heading", { name: "Analysis" })).toBeVisible();
  await expect(cells.locator("h-k").first()).toHaveText("def");
  await expect(cells.getByText("[1]:")).toBeVisible();
  await expect(cells.getByText("squared")).toBeVisible();
  const image = cells.getByRole("img", { name: "An output image of cell [1]" });
  await expect(image).toBeVisible();
  // Decoded, so the page's policy lets a data: image in.
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(8);
  await expect(cells.getByText('<b id="injected">bold</b>')).toBeVisible();
  await expect(page.locator("#injected")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expectAccessible(page, "a notebook, light");
  await view.pasty("analysis.ipynb").screenshot({ path: "test-results/screenshots/notebook-light.png" });
  await page.emulateMedia({ colorScheme: "dark" });
  await expectAccessible(page, "a notebook, dark");
  await view.pasty("analysis.ipynb").screenshot({ path: "test-results/screenshots/notebook-dark.png" });
  await view
    .pasty("analysis.ipynb")
    .getByRole("button", { name: /Show source/ })
    .click();
  await expect(view.pasty("analysis.ipynb").locator(".code")).toContainText('"nbformat":4');
  await expect(cells).toBeHidden();
  await expect(table).toBeHidden();

  // Mermaid is drawn in the browser in the theme's colours, drawn again when the theme changes; its
  // click handlers are never bound; its source is a keypress away. A text too big to draw, one over
  // mermaid's edge limit and one it cannot parse show their source with a note, and the page answers.
  await page.emulateMedia({ colorScheme: "light" });
  await page.getByRole("tab", { name: "flow.mmd" }).click();
  const diagram = view.diagram("flow.mmd");
  await expect(diagram.getByText("Review")).toBeVisible();
  const nodeFill = () =>
    diagram
      .locator(".node :is(rect, path, polygon)")
      .first()
      .evaluate((shape) => getComputedStyle(shape).fill);
  const lightFill = await nodeFill();
  await expectAccessible(page, "a Mermaid diagram, light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(nodeFill).not.toBe(lightFill);
  await expect(diagram.getByText("Review")).toBeVisible();
  await expectAccessible(page, "a Mermaid diagram, dark");
  await view.pasty("flow.mmd").screenshot({ path: "test-results/screenshots/mermaid-dark.png" });
  expect(await diagram.evaluate((svg) => svg.outerHTML)).not.toMatch(/javascript:|\son\w+=/i);
  await view
    .pasty("flow.mmd")
    .getByRole("button", { name: /Show source/ })
    .press("Enter");
  await expect(view.pasty("flow.mmd").locator(".code")).toContainText("A[Write] --> B{Review}");
  await expect(diagram).toBeHidden();
  for (const [title, note] of [
    ["huge.mmd", "too large to be drawn as a diagram"],
    ["crossed.mmd", "could not be drawn (Edge limit exceeded."],
    ["broken.mmd", "could not be drawn (Parse error on line 2)"],
  ] as const) {
    await page.getByRole("tab", { name: title }).click();
    await expect(view.pasty(title).getByText(note)).toBeVisible();
    await expect(view.pasty(title).locator(".code")).toBeVisible();
    await expect(view.pasty(title).locator("svg")).toHaveCount(0);
  }

  // An image of the code, drawn by the server in the theme the page shows: the whole pasty framed
  // and numbered in dark, one selected line bare in light. The link preview names the same image.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.getByRole("tab", { name: "square.py" }).click();
  await view.pasty("square.py").getByRole("button", { name: "Download square.py as an image" }).click();
  await expect(view.codeImageDialog("square.py")).toContainText("From the first line");
  await expectAccessible(page, "the download-as-image dialog, dark");
  await view.codeImageDialog("square.py").screenshot({ path: "test-results/screenshots/code-image-dialog-dark.png" });
  await page.keyboard.press("Escape");
  const framed = await view.downloadCodeImage("square.py", { chrome: true, numbers: true });
  expect(framed.url).toContain("theme=dark");
  const framedSize = await sharp(framed.png).metadata();
  expect(framedSize.format).toBe("png");
  expect(await pixelOf(framed.png, framedSize.width / 2, framedSize.height - 4)).toBe("#0d1117");
  const square = paste.pasties.find((pasty) => pasty.title === "square.py")!;
  await view.clickLineNumber(`${square.id}-L2`);
  await page.emulateMedia({ colorScheme: "light" });
  const line = await view.downloadCodeImage("square.py", { chrome: false, numbers: false });
  expect(line.url).toContain("theme=light");
  expect(line.url).toContain("lines=2-2");
  const lineSize = await sharp(line.png).metadata();
  expect(lineSize.height).toBeLessThan(framedSize.height / 2);
  expect(await pixelOf(line.png, 1, 1)).toBe("#ffffff");
  const preview = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(preview).toMatch(new RegExp(`/${paste.id}/${paste.pasties[0]!.id}\\.png$`));
  const previewImage = await request.get(new URL(preview!).pathname);
  expect(previewImage.headers()["content-type"]).toBe("image/png");
  // Any other second segment is the site's not-found page, not the image route's JSON.
  const mistyped = await request.get(`/${paste.id}/${paste.pasties[0]!.id}.jpg`);
  expect([mistyped.status(), mistyped.headers()["content-type"]]).toEqual([404, expect.stringContaining("text/html")]);
});

/** The colour of one pixel of a PNG, as #rrggbb. */
async function pixelOf(png: Buffer, x: number, y: number): Promise<string> {
  const pixel = await sharp(png)
    .extract({ left: Math.floor(x), top: Math.floor(y), width: 1, height: 1 })
    .raw()
    .toBuffer();
  return `#${[...pixel.subarray(0, 3)].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}
