import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { request } from "./client";

// Issue 14's page rows: what a long paste's page weighs (bytes as sent before compression, DOM
// size, tab stops) and how soon headless Chromium fires its load event on a first view.

export interface PageWeight {
  lines: number;
  textBytes: number;
  htmlBytes: number;
  /** The same page's bytes for a one-line paste, less that line: what every page carries. */
  chromeBytes: number;
  domElements?: number;
  focusable?: number;
  loadEventMs?: number;
}

const program = (lines: number) =>
  Array.from(
    { length: lines },
    (_, index) => `  const value${index + 1} = compute("line ${index + 1}", ${index}, options); // step ${index % 7} of the plan`,
  ).join("\n");

async function createPaste(baseUrl: string, content: string): Promise<string> {
  const answer = await request(`${baseUrl}/api/v3/pastes`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ title: "weight", pasties: [{ title: "weight.js", content, language: "JavaScript" }] }),
  });
  if (answer.status !== 201) throw new Error(`creating a page-weight paste answered ${answer.status}`);
  return (JSON.parse(answer.body) as { id: string }).id;
}

const htmlBytes = async (url: string) => Buffer.byteLength((await request(url)).body);

/** Debian's Chromium where present (offline machines), else Playwright's own, else none. */
async function launchBrowser() {
  const debian = "/usr/bin/chromium";
  try {
    return await chromium.launch({ executablePath: existsSync(debian) ? debian : undefined, args: ["--no-sandbox", "--disable-gpu"] });
  } catch {
    return undefined;
  }
}

export async function measurePageWeights(baseUrl: string, lineCounts: number[]): Promise<PageWeight[]> {
  const oneLine = program(1);
  const chromeBytes = (await htmlBytes(`${baseUrl}/${await createPaste(baseUrl, oneLine)}`)) - Buffer.byteLength(oneLine);
  const browser = await launchBrowser();
  const weights: PageWeight[] = [];
  try {
    for (const lines of lineCounts) {
      const text = program(lines);
      // Two pastes of the same text: one weighed over HTTP, one first viewed by the browser.
      const weighed = await createPaste(baseUrl, text);
      const viewed = await createPaste(baseUrl, text);
      const weight: PageWeight = {
        lines,
        textBytes: Buffer.byteLength(text),
        htmlBytes: await htmlBytes(`${baseUrl}/${weighed}`),
        chromeBytes,
      };
      if (browser) {
        const page = await browser.newPage();
        await page.goto(`${baseUrl}/${viewed}`, { waitUntil: "load" });
        Object.assign(
          weight,
          await page.evaluate(() => ({
            loadEventMs: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
            domElements: document.getElementsByTagName("*").length,
            focusable: document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])').length,
          })),
        );
        await page.close();
      }
      weights.push(weight);
    }
  } finally {
    await browser?.close();
  }
  return weights;
}
