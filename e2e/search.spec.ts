import { expect, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { AuthPages } from "./pages/auth-pages";
import { CommandPalette } from "./pages/command-palette";
import { MystApi } from "./pages/myst-api";
import { ProfilePage } from "./pages/profile-page";

// Search: the profile's search box and the command palette, each hit linked to its line.

const code = ["import React from 'react';", "", "export function Clock() {", "  useEffect(() => tick(), []);", "}"].join("\n");

test("the owner searches their pastes on the profile and in the palette, and lands on the matched line", async ({ page, baseURL }) => {
  const auth = new AuthPages(page);
  const username = `search${Date.now().toString(36)}`;
  await auth.signUp(username, "a long enough password");
  await auth.expectSignedInAs(username);
  const api = new MystApi(page.request, baseURL!);
  const clock = await api.createPaste({ title: "Clock component", pasties: [{ content: code, language: "TypeScript" }] });
  await api.createPaste({ title: "Private notes", private: true, pasties: [{ content: "remember useEffect cleanup" }] });
  await api.createPaste({ title: "Unrelated", pasties: [{ content: "nothing to see" }] });

  const profile = new ProfilePage(page);
  await profile.goto(username);
  await page.getByRole("searchbox", { name: "Search your pastes" }).fill("useEff");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?q=useEff$/);
  const hits = "Pastes matching “useEff”";
  await expect(page.getByRole("heading", { name: hits })).toBeVisible();
  expect((await profile.titles(hits)).sort()).toEqual(["Clock component", "Private notes"]);
  await expect(profile.item("Clock component").locator("mark")).toHaveText(["useEffect"]);
  await expectAccessible(page, "a profile search");

  await profile.item("Clock component").getByRole("link", { name: "Line 4" }).click();
  await expect(page).toHaveURL(new RegExp(`/${clock.id}#L4$`));

  await profile.goto(username);
  const palette = new CommandPalette(page);
  await palette.open();
  await palette.search("tick");
  await expect(palette.option(/Clock component/)).toBeVisible();
  await palette.option(/Clock component/).click();
  await expect(palette.dialog()).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${clock.id}#L4$`));
});

test("a visitor explores and searches the public pastes from the footer and the palette", async ({ page, browser, baseURL }) => {
  const auth = new AuthPages(page);
  const username = `explore${Date.now().toString(36)}`;
  const word = `zebra${Date.now().toString(36)}`;
  await auth.signUp(username, "a long enough password");
  const api = new MystApi(page.request, baseURL!);
  await api.createPaste({ title: `Rust ${word}`, pasties: [{ content: `fn ${word}() {}`, language: "Rust" }] });
  await api.createPaste({ title: `Go ${word}`, pasties: [{ content: `func ${word}() {}`, language: "Go" }] });
  await api.createPaste({ title: `Private ${word}`, private: true, pasties: [{ content: `${word} private` }] });

  const visitor = await browser.newPage();
  await visitor.goto("/");
  await visitor.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Explore" }).click();
  await expect(visitor).toHaveURL(/\/explore$/);
  const newest = visitor.getByRole("list", { name: "Newest public pastes" });
  await expect(newest.getByRole("link", { name: `Go ${word}` })).toBeVisible();
  await expect(newest.getByRole("link", { name: username }).first()).toHaveAttribute("href", `/~${username}`);

  await visitor.getByRole("textbox", { name: "Language" }).fill("rs");
  await visitor.getByRole("button", { name: "Show" }).click();
  const rust = visitor.getByRole("list", { name: "Newest public pastes in Rust" });
  await expect(rust.getByRole("link", { name: `Rust ${word}` })).toBeVisible();
  await expect(rust.getByRole("link", { name: `Go ${word}` })).toHaveCount(0);

  await visitor.getByRole("searchbox", { name: "Search public pastes" }).fill(word);
  await visitor.keyboard.press("Enter");
  const hits = visitor.getByRole("list", { name: `Public pastes matching “${word}”` });
  await expect(hits.locator(".paste-item-title")).toHaveText([`Go ${word}`, `Rust ${word}`]);
  await expectAccessible(visitor, "the explore page");

  // The palette's site-wide search goes to the same page.
  await visitor.goto("/");
  const palette = new CommandPalette(visitor);
  await palette.open();
  await palette.search(word);
  await palette.option(new RegExp(`Search public pastes for “${word}”`)).click();
  await expect(visitor).toHaveURL(new RegExp(`/explore\\?q=${word}$`));
  await visitor.close();
});
