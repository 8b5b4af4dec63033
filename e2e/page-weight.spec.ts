import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createPaste, PastePage } from "./pages/paste-page";

// The read page of a long paste stays light: the code is carried once, lines are not links or
// tab stops, and line-range links still mark and scroll to their lines when opened.

const program = (lines: number) =>
  Array.from({ length: lines }, (_, index) => `const value${index + 1} = compute("line ${index + 1}", ${index}); // note`).join("\n");

test("a 2,000-line paste: code carried once, a handful of tab stops, range links work", async ({ browser, request }) => {
  const long = await createPaste(request, {
    title: "Long",
    pasties: [{ title: "long.js", content: program(2000), language: "JavaScript" }],
  });
  const short = await createPaste(request, {
    title: "Short",
    pasties: [{ title: "short.js", content: program(10), language: "JavaScript" }],
  });

  const html = await (await request.get(`/${long.id}`)).text();
  expect(html.length).toBeLessThan(1_200_000);
  // Each line's text appears once in the document: in the markup, not again in the payload.
  expect(html.split("value1500").length - 1).toBe(1);
  // The payload hands the browser the messages of this page's client components, not every
  // catalogue (components/layout/client-messages.tsx): none of the editor's or the settings'.
  const english = (namespace: string) =>
    JSON.parse(readFileSync(new URL(`../lib/i18n/messages/en/${namespace}.json`, import.meta.url), "utf8")) as object;
  const messagesOf = (catalogue: object): string[] =>
    Object.values(catalogue).flatMap((value) => (typeof value === "string" ? [value] : messagesOf(value as object)));
  const elsewhere = [...messagesOf(english("editor")), ...messagesOf(english("settings"))].filter((message) => message.length > 40);
  expect(elsewhere.length).toBeGreaterThan(10);
  expect(elsewhere.filter((message) => html.includes(JSON.stringify(message).slice(1, -1)))).toEqual([]);

  const page = await browser.newPage();
  const view = new PastePage(page);
  const focusable = () =>
    page.evaluate(() => document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])').length);
  await view.open(short.id);
  const shortFocusable = await focusable();
  await page.goto("about:blank");
  await view.open(long.id, "#L1500-L1505");
  expect(await focusable()).toBe(shortFocusable);

  for (const line of [1500, 1503, 1505]) await expect(view.line(`L${line}`)).toHaveClass(/line-selected/);
  await expect(view.line("L1499")).not.toHaveClass(/line-selected/);
  await expect(view.line("L1506")).not.toHaveClass(/line-selected/);
  await expect(view.line("L1500")).toBeInViewport();
  await page.close();
});

test("a range link into the third tab selects the tab and marks the lines", async ({ page, request }) => {
  const paste = await createPaste(request, {
    title: "Tabs",
    pasties: [1, 2, 3].map((n) => ({ title: `part${n}.js`, content: program(8), language: "JavaScript" })),
  });
  const third = paste.pasties[2]!;
  const view = new PastePage(page);
  await view.open(paste.id, `#${third.id}-L2-L4`);
  await expect(page.getByRole("tab", { name: "part3.js" })).toHaveAttribute("aria-selected", "true");
  for (const line of [2, 3, 4]) await expect(view.line(`${third.id}-L${line}`)).toHaveClass(/line-selected/);
  await expect(view.line(`${third.id}-L5`)).not.toHaveClass(/line-selected/);
  await expect(view.line(`${third.id}-L2`)).toBeInViewport();
});

test("without JavaScript the code is all there, numbered and highlighted", async ({ browser, request }) => {
  const paste = await createPaste(request, { pasties: [{ content: program(300), language: "JavaScript" }] });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/${paste.id}`);
  const code = page.locator("pre.code");
  await expect(code).toContainText('const value300 = compute("line 300", 299);');
  await expect(code.locator("h-l")).toHaveCount(300);
  await expect(code.locator("h-k").first()).toHaveText("const");
  await context.close();
});
