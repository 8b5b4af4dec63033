import { expect, test } from "@playwright/test";
import { AuthPages } from "./pages/auth-pages";
import { CommandPalette } from "./pages/command-palette";
import { MystApi } from "./pages/myst-api";

// The Ctrl/Cmd+K command palette: navigation, account, and the actions of a paste page.

test("the palette opens with the keyboard or the header button and goes places", async ({ page }) => {
  const palette = new CommandPalette(page);
  await page.goto("/");
  await palette.open();
  await expect(palette.option("Sign in")).toBeVisible();
  await expect(palette.option("Your profile")).toHaveCount(0);
  // Arrow keys move the highlight; Escape closes and gives focus back.
  const first = await palette.selected().textContent();
  await page.keyboard.press("ArrowDown");
  await expect(palette.selected()).not.toHaveText(first ?? "");
  await page.keyboard.press("Escape");
  await expect(palette.dialog()).toBeHidden();

  await page.getByTestId("palette-button").click();
  await expect(palette.dialog()).toBeVisible();
  await palette.search("zzzz nothing");
  // Nothing else matches: what is left is the site-wide search of the words.
  await expect(palette.dialog().getByRole("option")).toHaveText(["Search public pastes for “zzzz nothing”"]);
  await page.keyboard.press("Escape");

  await palette.run("Settings");
  await expect(page).toHaveURL(/\/settings\/appearance$/);
  await palette.run("Sign in");
  await expect(page).toHaveURL(/\/login$/);
});

test("signed in, the palette offers the profile and sign-out; on a paste page, its actions", async ({ page, baseURL, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const auth = new AuthPages(page);
  const palette = new CommandPalette(page);
  const username = `palette${Date.now().toString(36)}`;
  await auth.signUp(username, "a long enough password");
  await auth.expectSignedInAs(username);

  await palette.run("Your profile");
  await expect(page).toHaveURL(new RegExp(`/~${username}$`));

  const paste = await new MystApi(page.request, baseURL!).createPaste({ title: "Palette paste", pasties: [{ content: "hi" }] });
  await page.goto(`/${paste.id}`);
  await palette.open();
  // Pages of an account are offered, the admin pages only to admins (the moderation journey).
  await expect(palette.option("Access tokens")).toBeVisible();
  await expect(palette.option(/\(admin\)$/)).toHaveCount(0);
  for (const action of ["Copy link to this paste", "Open raw text", "Download as zip", "Edit this paste", "Star this paste"]) {
    await expect(palette.option(action)).toBeVisible();
  }
  await palette.search("copy link");
  await expect(palette.selected()).toContainText("Copy link to this paste");
  await page.keyboard.press("Enter");
  await expect(palette.dialog()).toBeHidden();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(baseURL!).origin}/${paste.id}`);

  // Leaving the page takes its actions away.
  await page.goto("/settings/appearance");
  await palette.open();
  await expect(palette.option("Copy link to this paste")).toHaveCount(0);
  await page.keyboard.press("Escape");

  await palette.run("Sign out");
  await auth.expectSignedOut();
});
