import { expect, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { CommandPalette } from "./pages/command-palette";
import { ManualPages } from "./pages/manual-pages";

// Issue 42: every instance serves its manual, docs/, at /docs: reached from the footer and the
// palette, its links between pages and to headings working as they do on GitHub. The themes and
// the phone width are swept with every other page in e2e/a11y-sweep.spec.ts.

test("a visitor opens the manual from the footer, follows its links to a page and a heading, and finds a page in the palette", async ({
  page,
}) => {
  const manual = new ManualPages(page);
  await page.goto("/about");
  await manual.openFromFooter();
  await expectAccessible(page, "/docs");
  // The front page of the repository is not served: the link is its text.
  await expect(manual.article()).toContainText("The README is the front page");
  await expect(manual.article().getByRole("link", { name: "README" })).toHaveCount(0);

  await manual.follow("Accounts and logins", "Accounts and logins");
  await expect(page).toHaveURL(/\/docs\/operate\/accounts$/);
  await manual.backToIndex();

  // A link to a heading of another page opens that page at the heading.
  await manual.follow("who can learn what", "Encrypted and end-to-end encrypted pastes");
  await expect(page).toHaveURL(/\/docs\/use\/encryption#who-can-learn-what$/);
  await expect(page.getByRole("heading", { level: 2, name: "Who can learn what" })).toBeInViewport();

  // The palette finds a page by its title, and by one of its headings.
  const palette = new CommandPalette(page);
  await palette.run("Two-factor sign-in");
  await expect(page).toHaveURL(/\/docs\/operate\/second-factors$/);
  await expect(manual.heading("Two-factor sign-in")).toBeVisible();
  await palette.open();
  await palette.search("login providers");
  await palette.option(/^Accounts and logins/).click();
  await expect(page).toHaveURL(/\/docs\/operate\/accounts$/);
  await expect(manual.heading("Accounts and logins")).toBeVisible();
});

test("the screenshots the site serves show in the manual", async ({ page }) => {
  await page.goto("/docs/use/pages");
  const profile = new ManualPages(page).article().getByRole("img", { name: /^A profile/ });
  await expect(profile).toBeVisible();
  expect(await profile.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test("only the manual's own pages are served under /docs", async ({ request }) => {
  expect((await request.get("/docs/operate/security")).status()).toBe(200);
  expect((await request.get("/docs/api")).status()).toBe(200);
  for (const path of [
    "/docs/operate/no-such-page",
    "/docs/operate/security.md",
    "/docs/operate/security/more",
    "/docs/Operate/Security",
    "/docs/operate%2Fsecurity",
    "/docs/..%2F..%2Fpackage.json",
    "/docs/%2e%2e/%2e%2e/package.json",
    "/docs/operate/security%00",
    "/docs/%2Fetc%2Fpasswd",
    "/docs/README",
    // The screenshots that were here moved to /images.
    "/docs/profile.png",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const screenshot = await request.get("/images/profile.png");
  expect(screenshot.status()).toBe(200);
  expect(screenshot.headers()["content-type"]).toBe("image/png");
});
