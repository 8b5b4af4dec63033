import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";

// Screenshots of the journeys, kept by CI as artifacts (test-results/screenshots/*.png).
// E2E_SCREENSHOT_DIR puts them elsewhere (a run of your own beside others sharing the checkout).
const directory = process.env.E2E_SCREENSHOT_DIR ?? fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url));

export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const path = join(directory, `${name}.png`);
  // From the top (the sticky header would otherwise sit mid-page in a full-page capture), and
  // without the passing "Saved" toasts.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path,
    fullPage: options.fullPage ?? false,
    animations: "disabled",
    caret: "hide",
    style: ".toasts { display: none !important; }",
  });
  return path;
}
