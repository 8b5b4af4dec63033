import { test } from "@playwright/test";

/**
 * The address of the instance the running test's project uses: playwright.config.ts starts two
 * and gives each project its own, so a journey asks rather than assuming one.
 */
export function instanceUrl(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error("the project has no baseURL (e2e/playwright.config.ts)");
  return url;
}
