import { type Browser, expect, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { AuthPages } from "./pages/auth-pages";
import { MystApi } from "./pages/myst-api";
import { ProfilePage } from "./pages/profile-page";
import { saveScreenshot } from "./pages/screenshots";
import { SettingsPages } from "./pages/settings-pages";

// Profiles: the owner's paged list with tag chips, and what other people see.

async function signedUpPage(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new AuthPages(page).signUp(username, "a long enough password");
  await new AuthPages(page).expectSignedInAs(username);
  return page;
}

test("profile: pinned pastes, newest first in pages, tag chips for the owner, a hidden profile for others", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const owner = `owner${stamp}`;
  const auth = new AuthPages(page);
  await auth.signUp(owner, "a long enough password");
  await auth.expectSignedInAs(owner);
  const api = new MystApi(page.request, baseURL!);

  // 12 pastes, oldest first: every third one tagged "work", the others "home"; one pinned, one
  // private, one encrypted, one in two languages.
  const titles: string[] = [];
  for (let index = 1; index <= 12; index += 1) {
    const title = `Paste ${String(index).padStart(2, "0")}`;
    titles.push(title);
    await api.createPaste(
      {
        title,
        tags: [index % 3 === 0 ? "work" : "home"],
        pinned: index === 2,
        private: index === 5,
        encrypted: index === 7,
        pasties:
          index === 4
            ? [
                { content: "print('hello')\n".repeat(6), language: "Python" },
                { content: "fn main() {}\n", language: "Rust" },
              ]
            : [{ content: `paste number ${index}\n`, language: "Text" }],
      },
      index === 7 ? { "Encryption-Key": "a secret key for e2e" } : {},
    );
  }
  const newestFirst = [...titles].reverse();

  const profile = new ProfilePage(page);
  await profile.goto(owner);
  await expect(page.getByRole("heading", { name: "Pinned" })).toBeVisible();
  expect(await profile.titles("Pinned pastes")).toEqual(["Paste 02"]);
  expect(await profile.titles("All pastes")).toEqual(newestFirst.slice(0, 10));
  await expect(profile.item("Paste 05").locator(".badge", { hasText: "Private" })).toBeVisible();
  await expect(profile.item("Paste 07").locator(".badge", { hasText: "Encrypted" })).toBeVisible();
  await expect(profile.item("Paste 07")).toContainText("Languages are hidden");
  await expect(profile.item("Paste 04").getByRole("img", { name: /^Languages: Python .*Rust/ })).toBeVisible();
  await expect(profile.item("Paste 12")).toContainText(/Created (just now|\d+ seconds? ago|\d+ minutes? ago)/);
  await expect(profile.item("Paste 12")).toContainText("never expires");
  await expectAccessible(page, "the owner's profile");
  await saveScreenshot(page, "profile", { fullPage: true });

  // Page 2 holds the two oldest; "Newer" goes back.
  await profile.pagination().getByRole("link", { name: "Older →" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  expect(await profile.titles("All pastes")).toEqual(newestFirst.slice(10));
  await expect(profile.pagination()).toContainText("Page 2 of 2");
  await profile.pagination().getByRole("link", { name: "← Newer" }).click();
  expect(await profile.titles("All pastes")).toEqual(newestFirst.slice(0, 10));

  // Tag chips (owner only): "work" narrows the list to pastes 3, 6, 9, 12.
  const chips = profile.tagFilter();
  await expect(chips.getByRole("link")).toHaveText(["All", "#home", "#work"]);
  await expect(chips.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "true");
  await chips.getByRole("link", { name: "work", exact: true }).click();
  await expect(page).toHaveURL(/\?tag=work$/);
  await expect(chips.getByRole("link", { name: "work", exact: true })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("heading", { name: "Pastes tagged “work”" })).toBeVisible();
  expect(await profile.titles("Pastes tagged “work”")).toEqual(["Paste 12", "Paste 09", "Paste 06", "Paste 03"]);
  await expect(profile.pagination()).toHaveCount(0);
  await expectAccessible(page, "the profile filtered by tag");

  // Another person sees the public pastes, no tags, no private one.
  const visitor = await signedUpPage(browser, `visitor${stamp}`);
  const visitorView = new ProfilePage(visitor);
  await visitorView.goto(owner, "?tag=work");
  await expect(visitorView.tagFilter()).toHaveCount(0);
  const seen = await visitorView.titles("All pastes");
  expect(seen).not.toContain("Paste 05");
  expect(seen).toHaveLength(10);
  await expect(visitor.locator(".paste-item-tags")).toHaveCount(0);

  // The owner hides the profile: others see only the pinned paste, and are told why.
  await new SettingsPages(page).gotoProfile();
  await new SettingsPages(page).setShowAllPastes(false);
  await profile.goto(owner);
  await expect(page.getByText("Your profile is hidden")).toBeVisible();
  expect(await profile.titles("All pastes")).toHaveLength(10);

  await visitorView.goto(owner);
  expect(await visitorView.titles("Pinned pastes")).toEqual(["Paste 02"]);
  await expect(visitor.getByTestId("hidden-profile-note")).toHaveText(`${owner} shows only their pinned pastes on their profile.`);
  await expect(visitorView.list("All pastes")).toHaveCount(0);
  await expectAccessible(visitor, "a hidden profile seen by someone else");
  await saveScreenshot(visitor, "profile-hidden");
  await visitor.context().close();

  // Anonymous visitors get the same; /u/ redirects to /~; unknown users are a 404 page.
  const anonymous = await browser.newContext();
  const stranger = await anonymous.newPage();
  const redirected = await stranger.goto(`/u/${owner}`);
  expect(redirected?.status()).toBe(200);
  await expect(stranger).toHaveURL(new RegExp(`/~${owner}$`));
  await expect(stranger.getByTestId("hidden-profile-note")).toBeVisible();
  const encoded = await stranger.goto(`/%7E${owner}`);
  expect(encoded?.status()).toBe(200);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText(owner);
  const missing = await stranger.goto(`/~nobody${stamp}`);
  expect(missing?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { name: "No such user" })).toBeVisible();
  await anonymous.close();
});

test("profile: the pastes a user starred, on a Starred list the user and visitors open from the profile", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const author = await signedUpPage(browser, `author${stamp}`);
  const authorApi = new MystApi(author.request, baseURL!);
  const [older, newer, hidden] = [
    await authorApi.createPaste({ title: `Starred first ${stamp}`, pasties: [{ content: "one" }] }),
    await authorApi.createPaste({ title: `Starred second ${stamp}`, pasties: [{ content: "two" }] }),
    await authorApi.createPaste({ title: `Made private ${stamp}`, pasties: [{ content: "three" }] }),
  ];

  const fan = `fan${stamp}`;
  const auth = new AuthPages(page);
  await auth.signUp(fan, "a long enough password");
  await auth.expectSignedInAs(fan);
  // Starred from the paste page, as a reader does.
  for (const paste of [older, newer, hidden]) {
    await page.goto(`/${paste.id}`);
    await page
      .getByRole("toolbar", { name: "Paste actions" })
      .getByRole("button", { name: /^Star \(/ })
      .click();
    await expect(page.getByRole("toolbar", { name: "Paste actions" }).getByRole("button", { name: /^Unstar \(/ })).toBeVisible();
  }
  expect((await authorApi.call("POST", `/api/v3/pastes/${hidden.id}/private`)).status()).toBe(200);

  const profile = new ProfilePage(page);
  await profile.goto(fan);
  await profile.views().getByRole("link", { name: "Starred" }).click();
  await expect(page.getByRole("heading", { name: "Starred", level: 2 })).toBeVisible();
  await expect(profile.views().getByRole("link", { name: "Starred" })).toHaveAttribute("aria-current", "page");
  expect(await profile.titles("Starred pastes")).toEqual([`Starred second ${stamp}`, `Starred first ${stamp}`]);
  await expectAccessible(page, "the Starred list");

  // A visitor sees the same list; the API answers it too.
  const visitor = await (await browser.newContext()).newPage();
  await new ProfilePage(visitor).goto(fan, "?view=starred");
  expect(await new ProfilePage(visitor).titles("Starred pastes")).toEqual([`Starred second ${stamp}`, `Starred first ${stamp}`]);
  const listed = (await (await visitor.request.get(`/api/v3/users/${fan}/stars`)).json()) as { items: { paste: { id: string } }[] };
  expect(listed.items.map((item) => item.paste.id)).toEqual([newer.id, older.id]);
});
