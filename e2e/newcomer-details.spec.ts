import { expect, test } from "@playwright/test";
import { AuthPages } from "./pages/auth-pages";
import { MystApi } from "./pages/myst-api";
import { ProfilePage } from "./pages/profile-page";
import { instanceUrl } from "./pages/instance";

// The small things a newcomer meets (issue 43 item 10): one spelling of "Untitled paste", an
// owner's list that tells a password-encrypted paste from the rest, a raw link without its
// pasty that still leads to the text, and explore's filters within a phone's width.

test("an owner's list names untitled and encrypted pastes one way, and /raw/<id> leads to a one-pasty paste's text", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const username = `details${stamp}`;
  await new AuthPages(page).signUp(username, "a long enough password");
  const api = new MystApi(page.request, instanceUrl());
  const untitled = await api.createPaste({ title: "", pasties: [{ content: `plain text ${stamp}` }] });
  await api.createPaste({ title: `Locked ${stamp}`, encrypted: true }, { "Encryption-Key": "a password" });

  const profile = new ProfilePage(page);
  await profile.goto(username);
  await expect(profile.item("Untitled paste")).toBeVisible();
  const locked = profile.item(`Locked ${stamp}`);
  await expect(locked.locator(".badge")).toHaveText("Encrypted with a password");
  await expect(locked).toContainText("Languages are hidden: the content is encrypted with a password.");

  await page.goto(`/${untitled.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Untitled paste");

  const raw = await page.goto(`/raw/${untitled.id}`);
  expect(raw?.status()).toBe(200);
  expect(await raw?.text()).toBe(`plain text ${stamp}`);
  const missing = await page.goto("/raw/nope0000");
  expect(missing?.status()).toBe(404);
  expect(missing?.headers()["content-type"]).toBe("text/plain; charset=utf-8");
});

test("explore's filters fit a 390 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/explore");
  const filter = page.getByRole("form", { name: "Filter" });
  await expect(filter.getByRole("button", { name: "Show" })).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  const box = await filter.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
});
