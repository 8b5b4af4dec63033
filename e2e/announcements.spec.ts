import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { AnnouncementsAdmin, signInAsAdmin } from "./pages/announcements-admin";
import { AuthPages } from "./pages/auth-pages";
import { AdminShell } from "./pages/moderation";
import { saveScreenshot } from "./pages/screenshots";

// An admin (ADMIN_USERNAMES=e2e-admin, e2e/playwright.config.ts) publishes, edits and deletes an
// announcement; visitors see it as a banner on every page and can dismiss it.

const banner = (page: Page) => page.getByTestId("announcement-banner");

test("admins manage announcements; visitors see the latest as a safe, dismissible banner", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Maintenance ${stamp}`;
  const content = [
    "We move to a **new server** on Sunday. See [the plan](https://example.org/plan).",
    "",
    "- reads keep working",
    "- writes pause for ~5 minutes",
    "",
    '<script>window.__injected = true</script><img src="x" onerror="window.__injected = true">',
    "[do not click](javascript:window.__injected=true)",
  ].join("\n");

  // Someone who is not an admin has no such page, at its old address (a lasting redirect) or its own.
  const outsider = await browser.newContext();
  const outsiderPage = await outsider.newPage();
  await new AuthPages(outsiderPage).signUp(`plain${stamp}`, "a long enough password");
  const moved = await outsiderPage.goto("/settings/announcements");
  expect(moved?.status()).toBe(404);
  expect((await moved?.request().redirectedFrom()?.response())?.status()).toBe(308);
  await expect(outsiderPage).toHaveURL(/\/admin\/announcements$/);
  await expect(
    outsiderPage.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Announcements" }),
  ).toHaveCount(0);
  await outsider.close();

  await signInAsAdmin(page);
  // The settings no longer list them: they are an admin page, a tab of the others.
  await page.goto("/settings/appearance");
  await expect(page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Announcements" })).toHaveCount(0);
  await page.goto("/settings/announcements");
  await expect(page).toHaveURL(/\/admin\/announcements$/);
  await expect(new AdminShell(page).tabs.locator('[aria-current="page"]')).toHaveText(["Announcements"]);
  const admin = new AnnouncementsAdmin(page);
  await admin.goto();
  await expectAccessible(page, "the announcements admin page");

  // The preview renders the Markdown before publishing.
  const form = page.locator("form", { has: page.getByRole("button", { name: "Publish" }) });
  await form.getByLabel("Content (Markdown)").fill(content);
  await form.getByRole("tab", { name: "Preview" }).click();
  await expect(form.getByTestId("announcement-preview").locator("strong")).toHaveText("new server");
  await expect(form.getByTestId("announcement-preview").locator("script")).toHaveCount(0);
  await form.getByRole("tab", { name: "Write" }).click();

  await admin.publish(title, content);
  await expect(admin.item(title).getByText("On the banner")).toBeVisible();
  await saveScreenshot(page, "settings-announcements", { fullPage: true });

  // A visitor sees it on every page, rendered safely.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/");
  await expect(banner(visitor)).toContainText(title);
  await expect(banner(visitor).locator("strong", { hasText: "new server" })).toBeVisible();
  await expect(banner(visitor).getByRole("listitem")).toHaveText(["reads keep working", "writes pause for ~5 minutes"]);
  const link = banner(visitor).getByRole("link", { name: "the plan" });
  await expect(link).toHaveAttribute("href", "https://example.org/plan");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await expect(banner(visitor).locator("script, img")).toHaveCount(0);
  // The javascript: link is left as plain text.
  await expect(banner(visitor).getByText("do not click")).toBeVisible();
  await expect(banner(visitor).getByRole("link", { name: "do not click" })).toHaveCount(0);
  await expect(banner(visitor).locator('[href^="javascript" i]')).toHaveCount(0);
  expect(await visitor.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await expectAccessible(visitor, "a page with the announcement banner");
  await saveScreenshot(visitor, "announcement-banner");
  await visitor.goto("/login");
  await expect(banner(visitor)).toContainText(title);

  // Dismissed: gone now and on the next pages of this browser.
  await banner(visitor).getByRole("button", { name: "Dismiss the announcement" }).click();
  await expect(banner(visitor)).toHaveCount(0);
  await visitor.reload();
  await expect(banner(visitor)).toHaveCount(0);
  await visitor.goto("/settings/appearance");
  await expect(banner(visitor)).toHaveCount(0);

  // An edit keeps the dismissal (same announcement) and reaches other visitors.
  const edited = `Maintenance moved ${stamp}`;
  await admin.edit(title, { title: edited });
  await visitor.reload();
  await expect(banner(visitor)).toHaveCount(0);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto("/");
  await expect(banner(other)).toContainText(edited);

  // Deleted: no banner for anyone.
  await admin.remove(edited);
  await other.reload();
  await expect(banner(other)).toHaveCount(0);
  const api = await other.request.get("/api/v3/announcements");
  expect(((await api.json()) as { title: string }[]).map((entry) => entry.title)).not.toContain(edited);
  await visitorContext.close();
  await otherContext.close();
});
