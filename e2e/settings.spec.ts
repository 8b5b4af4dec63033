import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { AuthPages } from "./pages/auth-pages";
import { CommandPalette } from "./pages/command-palette";
import { MystApi } from "./pages/myst-api";
import { saveScreenshot } from "./pages/screenshots";
import { SettingsPages } from "./pages/settings-pages";

// Settings for anonymous visitors (a browser session) and for users (their account), applied
// at once and on the paste pages.

const theme = (page: Page) => page.locator("html").getAttribute("data-theme");

async function twoFilePaste(page: Page, baseURL: string) {
  return new MystApi(page.request, baseURL).createPaste({
    title: "Settings demo",
    pasties: [
      { title: "one.txt", content: "a line that is long enough ".repeat(20), language: "Text" },
      { title: "two.py", content: "print('two')\n", language: "Python" },
    ],
  });
}

test("an anonymous visitor's settings apply at once, on every page, and survive a reload", async ({ page, baseURL }) => {
  const settings = new SettingsPages(page);
  const paste = await twoFilePaste(page, baseURL!);

  // Defaults: the system theme, tabbed pasties.
  await page.goto(`/${paste.id}`);
  expect(await theme(page)).toBe("system");
  await expect(page.getByRole("tablist", { name: "Pasties" })).toBeVisible();

  await settings.gotoAppearance();
  await expectAccessible(page, "the appearance settings");
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  await settings.choose("Theme", "Dark");
  expect(await theme(page)).toBe("dark");
  await settings.choose("Paste view", "Stacked");
  await saveScreenshot(page, "settings-appearance-dark");

  await page.reload();
  expect(await theme(page)).toBe("dark");
  await expect(page.getByRole("radio", { name: "Dark", exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Stacked" })).toBeChecked();

  // On the paste page: dark, and both pasties one under the other.
  await page.goto(`/${paste.id}`);
  expect(await theme(page)).toBe("dark");
  await expect(page.getByRole("tablist", { name: "Pasties" })).toHaveCount(0);
  await expect(page.locator(".pasties-stacked")).toBeVisible();
  await expectAccessible(page, "a paste page in the dark theme");

  // Behaviour settings are kept the same way.
  await settings.gotoBehaviour();
  await expectAccessible(page, "the behaviour settings");
  await settings.selectOption("Default language", "Python");
  await settings.choose("Indent with", "Tabs");
  await settings.selectOption("Indentation width", "2");
  await settings.setCheckbox("Wrap long lines", false);
  await settings.setCheckbox("Copy the link of a new paste when it is created", true);
  await page.reload();
  await expect(page.getByLabel("Default language")).toHaveValue("Python");
  await expect(page.getByRole("radio", { name: "Tabs" })).toBeChecked();
  await expect(page.getByLabel("Indentation width")).toHaveValue("2");
  await expect(page.getByRole("checkbox", { name: "Wrap long lines" })).not.toBeChecked();
  const stored: unknown = await (await page.request.get("/api/v3/settings")).json();
  expect(stored).toEqual({
    copyLinkOnCreate: true,
    defaultIndentationUnit: "tabs",
    defaultIndentationWidth: 2,
    defaultLanguage: "Python",
    pasteView: "stacked",
    textWrap: false,
    theme: "dark",
    systemLightTheme: "light",
    systemDarkTheme: "dark",
    language: "auto",
  });
  await saveScreenshot(page, "settings-behaviour", { fullPage: true });
});

test("a user's settings live on the account; the palette switches the theme with a live preview", async ({ page, baseURL }) => {
  const auth = new AuthPages(page);
  const settings = new SettingsPages(page);
  const palette = new CommandPalette(page);
  const username = `settings${Date.now().toString(36)}`;

  // As an anonymous visitor first: light.
  await settings.gotoAppearance();
  await settings.choose("Theme", "Light");
  expect(await theme(page)).toBe("light");

  // A new account starts from the defaults, not from this browser's settings.
  await auth.signUp(username, "a long enough password");
  await auth.expectSignedInAs(username);
  expect(await theme(page)).toBe("system");
  await settings.gotoAppearance();
  await expect(page.getByText(`Saved to your account, ${username}`)).toBeVisible();
  await settings.choose("Paste view", "Stacked");
  await saveScreenshot(page, "settings", { fullPage: false });

  // The palette: a highlighted theme is previewed, Escape puts the saved one back.
  await palette.open();
  await expectAccessible(page, "the command palette");
  await palette.search("theme");
  await expect(palette.selected()).toContainText("Theme: System");
  await page.keyboard.press("ArrowDown");
  await expect(palette.selected()).toContainText("Theme: Light");
  await expect.poll(() => theme(page)).toBe("light");
  await page.keyboard.press("ArrowDown");
  await expect(palette.selected()).toContainText("Theme: Dark");
  await expect.poll(() => theme(page)).toBe("dark");
  await page.keyboard.press("Escape");
  await expect(palette.dialog()).toBeHidden();
  expect(await theme(page)).toBe("system");

  // Choosing it saves it to the account.
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/v3/settings") && response.request().method() === "PATCH");
  await palette.run("Theme: Dark");
  expect((await saved).status()).toBe(200);
  expect(await theme(page)).toBe("dark");

  const paste = await twoFilePaste(page, baseURL!);
  await page.goto(`/${paste.id}`);
  expect(await theme(page)).toBe("dark");
  await expect(page.locator(".pasties-stacked")).toBeVisible();

  // Signed out, the browser's own (light) settings apply again; signed in, the account's.
  await auth.signOut();
  await auth.expectSignedOut();
  expect(await theme(page)).toBe("light");
  await auth.signIn(username, "a long enough password");
  await auth.expectSignedInAs(username);
  expect(await theme(page)).toBe("dark");
});

test("System follows the operating system with the light and the dark theme a person chose, previewed at once", async ({
  page,
  baseURL,
  request,
}) => {
  const settings = new SettingsPages(page);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const solarizedLight = "rgb(253, 246, 227)";
  const dracula = "rgb(40, 42, 54)";
  const myst = "rgb(27, 29, 41)";
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });

  // An anonymous browser: the choices show under System, and the one in use shows at once.
  await settings.gotoAppearance();
  expect(await theme(page)).toBe("system");
  await expect(
    page.getByRole("group", { name: "When the system is light" }).getByRole("radio", { name: "Light", exact: true }),
  ).toBeChecked();
  await settings.choose("When the system is light", "Solarized Light");
  await expect.poll(background).toBe(solarizedLight);
  await settings.choose("When the system is dark", "Dracula");
  await expect.poll(background).toBe(solarizedLight);
  await expectAccessible(page, "the appearance settings under a light system");
  // The system turns dark: the page follows, without a reload.
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(background).toBe(dracula);
  await expectAccessible(page, "the appearance settings under a dark system");

  // On a paste page (everyone's page, with this browser's theme set by its script) and after a reload.
  const paste = await new MystApi(request, baseURL!).createPaste({
    title: "Someone's",
    pasties: [{ content: "x = 1", language: "Python" }],
  });
  await page.goto(`/${paste.id}`);
  await expect.poll(background).toBe(dracula);
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(background).toBe(solarizedLight);
  await page.reload();
  await expect.poll(background).toBe(solarizedLight);

  // A named theme needs no such choice.
  await settings.gotoAppearance();
  await settings.choose("Theme", "Light");
  await expect(page.getByRole("group", { name: "When the system is dark" })).toBeHidden();

  // A user's choice lives on the account, and reaches the pages of other people's pastes.
  await new AuthPages(page).signUp(`follower${Date.now().toString(36)}`, "a long enough password");
  await settings.gotoAppearance();
  await settings.choose("When the system is dark", "Myst");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`/${paste.id}`);
  await expect.poll(background).toBe(myst);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
});
