import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { AuthPages } from "./pages/auth-pages";
import { EditorPage } from "./pages/editor-page";
import { saveScreenshot } from "./pages/screenshots";

// Issue 43: the writer of a burn-after-reading paste lands on a confirmation with its link and a
// Copy button, not on its page, whose button would delete it. Nothing there consumes it: the
// first reader elsewhere gets it once, the next one is told it is gone.

const phone = { width: 390, height: 844 };

/** The editor with Burn after reading and the switches named in `also` on (first: an E2E text is never sent for detection), and `text`. */
async function writeReadOnce(page: Page, text: string, also: string[] = []): Promise<EditorPage> {
  const editor = new EditorPage(page);
  await editor.goto();
  for (const name of ["Burn after reading", ...also]) await editor.switch(name).check();
  await editor.pasteContent(text);
  return editor;
}

/** Whether the paste is still there to be read (a HEAD consumes nothing). */
async function stillThere(page: Page, link: string): Promise<boolean> {
  const id = new URL(link).pathname.slice(1);
  return (await page.request.head(`/api/v3/pastes/${id}`)).ok();
}

/** Another browser reads the link once: the notice, the button (after the password, if any), the text. */
async function readInAnotherBrowser(browser: Browser, link: string, text: string, password?: string): Promise<void> {
  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.goto(link);
  if (password) {
    await reader.getByLabel("Password", { exact: true }).fill(password);
    await reader.getByRole("button", { name: "Unlock" }).click();
  }
  await reader.getByRole("button", { name: "Open and delete it" }).click();
  await expect(reader.getByText(text)).toBeVisible();
  await context.close();
}

/** A third browser finds nothing at the link. */
async function expectGone(browser: Browser, link: string): Promise<void> {
  const context = await browser.newContext();
  const late = await context.newPage();
  expect((await late.goto(link))?.status()).toBe(404);
  await expect(late.getByRole("button", { name: "Open and delete it" })).toHaveCount(0);
  await context.close();
}

test("an anonymous writer gets the link and Copy, consumes nothing, and the link is read once elsewhere", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const text = "a note for exactly one reader";
  const editor = await writeReadOnce(page, text);
  const link = await editor.createReadOnce();
  expect(link).toMatch(new RegExp(`^${baseURL}/[a-z0-9]{8}$`));
  // The editor's address still: no page of the paste, and no address that names it.
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(page.getByText("Don’t open it yourself: send this link to its reader.")).toBeVisible();
  // The link is text to copy, not a link to click; nothing here opens the paste.
  await expect(page.getByRole("link", { name: link })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open and delete it" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /View it/ })).toHaveCount(0);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectAccessible(page, "the confirmation of a read-once paste");
  await saveScreenshot(page, "burn-writer-confirmation");
  expect(await stillThere(page, link)).toBe(true);

  // Reloaded, the tab shows an empty editor: the link lived in the tab, and nothing was consumed.
  await page.reload();
  await editor.waitReady();
  await expect(editor.readOnceHeading()).toHaveCount(0);
  await expect(page.getByText(link)).toHaveCount(0);
  expect(await stillThere(page, link)).toBe(true);

  await readInAnotherBrowser(browser, link, text);
  await expectGone(browser, link);
});

test("on a 390×844 phone an end-to-end encrypted one shows its whole link, key included, and fits the screen", async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const text = "sealed in the browser for one reader";
  const editor = await writeReadOnce(page, text, ["End-to-end encrypt"]);
  const link = await editor.createReadOnce();
  // Only this browser had the key: the confirmation shows it, the address bar never did.
  expect(link).toMatch(/\/[a-z0-9]{8}#k=[A-Za-z0-9_-]{43}$/);
  expect(page.url()).not.toContain("#");
  await expect(page.getByRole("button", { name: "Copy link" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAccessible(page, "the confirmation of an end-to-end read-once paste on a phone");
  await saveScreenshot(page, "burn-writer-confirmation-phone");
  expect(await stillThere(page, link)).toBe(true);

  await readInAnotherBrowser(browser, link, text);
  await expectGone(browser, link);
  await context.close();
});

test("a password-encrypted one: the reader is told to get the password apart, and the writer's unlock consumed nothing", async ({
  page,
  browser,
}) => {
  const text = "behind a password, read once";
  const editor = await writeReadOnce(page, text, ["Encrypt with a password"]);
  await page.getByLabel("Password", { exact: true }).fill("a password sent apart");
  const link = await editor.createReadOnce();
  await expect(page.getByText("The reader also needs the password: send it another way than the link.")).toBeVisible();
  expect(await stillThere(page, link)).toBe(true);

  await readInAnotherBrowser(browser, link, text, "a password sent apart");
  await expectGone(browser, link);
});

test("a signed-in owner gets the confirmation too, and may view their paste without consuming it", async ({ page, browser }) => {
  await new AuthPages(page).signUp(`burnwriter${Date.now().toString(36)}`, "a long enough password");
  const text = "the owner looks before sending";
  const editor = await writeReadOnce(page, text);
  const link = await editor.createReadOnce();
  await expect(page.getByText("The first person other than you who opens it deletes it.")).toBeVisible();
  await page.getByRole("link", { name: "View it (your views do not delete it)" }).click();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.locator(".burn-note")).toContainText("Waiting to be read");
  expect(await stillThere(page, link)).toBe(true);

  await readInAnotherBrowser(browser, link, text);
  await expectGone(browser, link);
});
