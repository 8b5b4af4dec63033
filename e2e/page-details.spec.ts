import { expect, type Page, test } from "@playwright/test";
import { AuthPages } from "./pages/auth-pages";
import { EditorPage } from "./pages/editor-page";
import { MystApi } from "./pages/myst-api";
import { SettingsPages } from "./pages/settings-pages";

// Details a new user tripped over (issue 17): layout at 1280 and 390 px, the names the editor and
// the pages give things, what screen readers hear, titles and the icon of odd pages.

const widerThanTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth || window.scrollX !== 0);

test("the editor: the language list stays in the page, F2 keeps the first letter, an untitled pasty has one name", async ({ page }) => {
  const editor = new EditorPage(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await editor.goto();

  // Opening the language list (and moving through it) does not widen the page or hide the logo.
  await editor.languageButton.click();
  await page.keyboard.press("End");
  expect(await widerThanTheWindow(page)).toBe(false);
  await page.keyboard.press("Escape");

  // F2 on a tab that is not selected: every letter typed right after goes into its title.
  await editor.pasteContent("first");
  await editor.addPasty();
  await editor.pasteContent("second");
  await editor.tab("Pasty 1").focus();
  await page.keyboard.press("F2");
  await page.keyboard.type("abc");
  await expect(editor.pastyTitle).toHaveValue("abc");
  await expect(editor.tab("abc")).toHaveAttribute("aria-current", "true");
  await editor.pastyTitle.fill("");

  // An untitled pasty is "Pasty n" in the editor and on the page.
  await expect(editor.tab("Pasty 2")).toBeVisible();
  await page.keyboard.press("ControlOrMeta+Enter");
  await page.waitForURL(/\/[a-z0-9]{8}$/);
  await expect(page.getByRole("tab", { name: "Pasty 1" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Pasty 2" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Pasty 1" })).toBeVisible();
});

test("a user's pages: tags in the facts row, readable labels, checkboxes at 390 px, the admin page a plain 404", async ({
  page,
  baseURL,
}) => {
  const auth = new AuthPages(page);
  const username = `details${Date.now().toString(36)}`;
  await auth.signUp(username, "a long enough password");
  await auth.expectSignedInAs(username);
  const api = new MystApi(page.request, baseURL!);
  const paste = await api.createPaste({
    title: "Tagged",
    tags: ["alpha", "beta"],
    pasties: [{ content: "x".repeat(99_999) }, { content: "y", language: "Rust" }],
  });
  expect((await api.call("POST", `/api/v3/pastes/${paste.id}/star`)).status()).toBe(200);

  // The tags follow the facts on their row, not indented by a list's default padding; a one-byte
  // language is a sliver, not "0.0%"; the star button says "1 star".
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/${paste.id}`);
  const facts = await page.getByRole("list", { name: "About this paste" }).boundingBox();
  const tags = page.getByRole("list", { name: "Tags" });
  const firstTag = await tags.getByRole("link", { name: "alpha" }).boundingBox();
  expect(await tags.evaluate((element) => getComputedStyle(element).paddingLeft)).toBe("0px");
  expect(Math.abs(firstTag!.y + firstTag!.height / 2 - (facts!.y + facts!.height / 2))).toBeLessThan(8);
  await expect(page.locator(".language-bar-legend")).toContainText("Rust <0.1%");
  await expect(page.locator(".language-bar-legend")).not.toContainText("0.0%");
  await expect(page.getByRole("button", { name: "Unstar (1 star)" })).toBeVisible();

  // The profile's list reads "never expires, 1 star" (a pause between), not "never expires1 star".
  await page.goto(`/~${username}`);
  const item = page.getByTestId("paste-item").filter({ hasText: "Tagged" });
  expect(await item.locator(".paste-item-meta").ariaSnapshot()).toMatch(/never expires\s*,\s*1 star/);

  // At 390 px wide the checkboxes keep their 16 px.
  await page.setViewportSize({ width: 390, height: 800 });
  const settings = new SettingsPages(page);
  for (const open of [() => settings.gotoTokens(), () => settings.gotoBehaviour()]) {
    await open();
    const boxes = page.locator('input[type="checkbox"]');
    expect(await boxes.count()).toBeGreaterThan(0);
    for (const box of await boxes.all()) expect((await box.boundingBox())!.width).toBeGreaterThanOrEqual(16);
  }

  // A signed-in non-admin finds no announcements page: the site's not-found page and title.
  const notFound = await page.goto("/admin/announcements");
  expect(notFound?.status()).toBe(404);
  await expect(page).toHaveTitle("Not found · Myst");
});

test("raw text pages have an icon", async ({ request }) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
});

test("relative times stay true on a page kept by the response cache", async ({ page, baseURL }) => {
  const api = new MystApi(page.request, baseURL!);
  const paste = await api.createPaste({ title: "Ageing", pasties: [{ content: "old news" }] });
  // The page as the cache keeps it: rendered "just now", still open two hours later.
  await page.clock.install({ time: new Date() });
  await page.goto(`/${paste.id}`);
  const created = page
    .locator("time")
    .filter({ hasText: /^created / })
    .first();
  await expect(created).toHaveText("created just now");
  await page.clock.fastForward("02:00:00");
  await expect(created).toHaveText("created 2 hours ago");
});
