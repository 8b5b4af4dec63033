import { expect, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./pages/announcements-admin";
import { AuthPages } from "./pages/auth-pages";
import { EditorPage } from "./pages/editor-page";
import { MystApi } from "./pages/myst-api";
import { saveScreenshot } from "./pages/screenshots";
import { instanceUrl } from "./pages/instance";

// Issue 25: the new-paste page puts the editor first. Title and tabs above it, the options in a
// row under it; the cursor starts in it, the skip link leads to it, few Tab stops come before it.

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** How many pixels of the shown pasty's lines are on the first screen. */
async function visibleEditorHeight(page: Page): Promise<number> {
  const box = await new EditorPage(page).activeScroller().boundingBox();
  const viewport = page.viewportSize()!;
  return box ? Math.max(0, Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0)) : 0;
}

/** Tab presses from the page's heading until the editor has the focus (what a keyboard user walks through). */
async function tabStopsBeforeEditor(page: Page): Promise<number> {
  const editor = new EditorPage(page);
  // A click on the heading moves where the next Tab starts from, as it does for a person.
  await page.getByRole("heading", { level: 1 }).click();
  for (let stops = 0; stops < 30; stops++) {
    await page.keyboard.press("Tab");
    if (await editor.activeContent().evaluate((element) => element === document.activeElement)) return stops;
  }
  throw new Error("the editor was not reached with Tab");
}

test("at 1280×800 a signed-in writer sees 400 px of editor, has the cursor in it and few Tab stops before it", async ({ page }) => {
  await page.setViewportSize(desktop);
  await new AuthPages(page).signUp(`first${Date.now().toString(36)}`, "a good long password");
  const editor = new EditorPage(page);
  await editor.goto();

  expect(await visibleEditorHeight(page)).toBeGreaterThanOrEqual(400);
  // Expiry and Create are on the first screen: a bar at the window's bottom, over the options.
  await expect(page.getByRole("button", { name: "Create paste" })).toBeInViewport();
  await expect(page.getByLabel("Expires")).toBeInViewport();
  await expect(editor.activeContent()).toBeFocused();
  await saveScreenshot(page, "editor-first-1280");
  await page.keyboard.type("typed at once");
  await editor.expectContent("typed at once");

  expect(await tabStopsBeforeEditor(page)).toBeLessThanOrEqual(5);

  // The page's first stop, just before the header's first link, is the skip link into the editor.
  await page.getByRole("link", { name: "Myst", exact: true }).focus();
  await page.keyboard.press("Shift+Tab");
  const skip = page.getByRole("link", { name: "Skip to editor" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(editor.activeContent()).toBeFocused();
});

test("the options explain themselves where they are: on demand, while on, and when ruled out", async ({ page }) => {
  await page.setViewportSize(desktop);
  await new AuthPages(page).signUp(`opts${Date.now().toString(36)}`, "a good long password");
  const editor = new EditorPage(page);
  await editor.goto();
  const burnNote = page.locator("#paste-burn-hint");
  await expect(burnNote).toBeHidden();

  await page.getByRole("button", { name: "What do these do?" }).click();
  await expect(burnNote).toBeVisible();
  await expect(page.locator("#paste-private-hint")).toHaveText("Only you can see it.");
  await page.getByRole("button", { name: "Hide explanations" }).click();
  await expect(burnNote).toBeHidden();

  // The options are drawn as switches: a track wider than it is tall, not a box.
  const track = (await editor.switch("Burn after reading").boundingBox())!;
  expect(track.width).toBeGreaterThan(1.5 * track.height);
  await editor.switch("Burn after reading").check();
  await expect(burnNote).toHaveText("Deleted for good once someone other than you opens it.");
  await expect(burnNote).toBeVisible();

  // A choice that rules another out says so at once, beside the row, not after Create.
  await editor.switch("Private").check();
  await expect(editor.switch("Pinned")).toBeDisabled();
  await expect(page.locator("#paste-pinned-hint")).toBeVisible();
  await expect(page.locator("#paste-pinned-hint")).toHaveText("A private paste cannot be pinned.");
  await expect(editor.switch("Pinned")).toHaveAccessibleDescription("A private paste cannot be pinned.");
  await saveScreenshot(page, "editor-first-options", { fullPage: true });
});

test("on a 390×844 phone the editor's first line is on the first screen, under an announcement", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const adminPage = await (await browser.newContext()).newPage();
  await signInAsAdmin(adminPage);
  const admin = new MystApi(adminPage.request, instanceUrl());
  const created = await admin.call("POST", "/api/v3/announcements", {
    title: `Phone check ${stamp}`,
    content: "Maintenance on **Sunday** evening; reads keep working, writes pause for a few minutes.",
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    const page = await (await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true })).newPage();
    const editor = new EditorPage(page);
    await editor.goto();
    await expect(page.getByTestId("announcement-banner")).toBeVisible();
    const firstLine = await editor.activeContent().locator(".cm-line").first().boundingBox();
    expect(firstLine).not.toBeNull();
    expect(firstLine!.y + firstLine!.height).toBeLessThanOrEqual(phone.height);
    await expect(page.getByRole("button", { name: "Create paste" })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await saveScreenshot(page, "editor-first-390");
    await page.context().close();
  } finally {
    expect((await admin.call("DELETE", `/api/v3/announcements/${id}`)).status()).toBe(204);
    await adminPage.context().close();
  }
});

test("an edit does not take the focus into the editor; its skip link still leads there", async ({ page }) => {
  await page.setViewportSize(desktop);
  await new AuthPages(page).signUp(`editfocus${Date.now().toString(36)}`, "a good long password");
  const paste = await new MystApi(page.request, instanceUrl()).createPaste({ title: "Kept", pasties: [{ content: "as it was" }] });
  const editor = new EditorPage(page);
  await editor.goto(`/${paste.id}/edit`);
  await expect(editor.activeContent()).not.toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to editor" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(editor.activeContent()).toBeFocused();
});
