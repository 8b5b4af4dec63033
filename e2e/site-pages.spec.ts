import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { ADMIN, signInAsAdmin } from "./pages/announcements-admin";
import { AuthPages } from "./pages/auth-pages";
import { EditorPage } from "./pages/editor-page";
import { MystApi } from "./pages/myst-api";
import { instanceUrl } from "./pages/instance";

// Issue 17's pages beyond PasteMyst: diff pages with hunks, footer, /stats and the API
// reference under the CSP, and moderation by an admin. The themes are swept with axe, with
// every other page, in e2e/a11y-sweep.spec.ts.

// The password of the users these journeys sign up.
const PASSWORD = "the admin's long password";

async function signUp(page: Page, username: string): Promise<MystApi> {
  await new AuthPages(page).signUp(username, PASSWORD);
  await new AuthPages(page).expectSignedInAs(username);
  return new MystApi(page.request, instanceUrl());
}

/** A TypeScript pasty of `length` lines, edited twice: three lines changed, then a pasty added and one renamed. */
async function pasteWithHistory(api: MystApi, length: number) {
  const lines = Array.from({ length }, (_, index) => `const value${index + 1} = ${index + 1};`);
  const created = (await (
    await api.call("POST", "/api/v3/pastes", {
      title: "Long file",
      pasties: [{ title: "values.ts", content: lines.join("\n"), language: "TypeScript" }],
    })
  ).json()) as { id: string; pasties: { id: string }[] };
  const pastyId = created.pasties[0]!.id;
  const changed = [Math.floor(length * 0.05), Math.floor(length * 0.5), Math.floor(length * 0.95)];
  const edited = lines.map((line, index) => (changed.includes(index) ? line.replace(" = ", " = -") : line));
  const edit = (pasties: object[]) => api.call("PATCH", `/api/v3/pastes/${created.id}`, { pasties });
  expect((await edit([{ id: pastyId, title: "values.ts", content: edited.join("\n"), language: "TypeScript" }])).status()).toBe(200);
  expect(
    (
      await edit([
        { id: pastyId, title: "renamed.ts", content: edited.join("\n"), language: "TypeScript" },
        { title: "notes.txt", content: "one\ntwo", language: "Text" },
      ])
    ).status(),
  ).toBe(200);
  return created.id;
}

test("a 3-line change to a 2,000-line paste: 3 highlighted hunks, folds, marked words, edit links; the history says what changed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const api = await signUp(page, `differ${Date.now().toString(36)}`);
  const pasteId = await pasteWithHistory(api, 2000);

  await page.goto(`/${pasteId}/history`);
  const edits = page.getByRole("list", { name: "Edits, newest first, and the creation" }).getByRole("listitem");
  await expect(edits.nth(0)).toContainText("+2 −0 lines, 1 pasty added, 1 pasty renamed");
  await expect(edits.nth(1)).toContainText("+3 −3 lines");
  await edits.nth(1).getByRole("link", { name: "What changed" }).click();

  const diff = page.getByRole("region", { name: "Changes of values.ts" });
  const sideBySide = diff.locator(".diff-hunk > .diff-side-by-side");
  await expect(sideBySide).toHaveCount(3);
  await expect(sideBySide.first()).toBeVisible();
  // Highlighted by the render pool, and the changed word marked within its line.
  await expect(sideBySide.first().locator("h-k").first()).toHaveText("const");
  // …in the keyword colour: the page brings the highlighting styles (the light theme's #cf222e).
  await expect(sideBySide.first().locator("h-k").first()).toHaveCSS("color", "rgb(207, 34, 46)");
  await expect(sideBySide.first().locator("ins")).toHaveText(["-"]);
  // The 2,000 lines are not all shown: the unchanged stretches are folded, and open on request.
  const folds = diff.locator("details.diff-fold");
  await expect(folds).toHaveCount(4);
  await expect(folds.nth(1).locator("summary")).toHaveText("893 unchanged lines (105–997)");
  await expect(folds.nth(1).locator("table.diff-unified")).toBeHidden();
  await folds.nth(1).locator("summary").click();
  await expect(folds.nth(1).locator("table.diff-unified tr").first()).toBeVisible();
  // The page carries each unchanged line once (one layout, and not again in React's payload).
  const html = await (await page.request.get(page.url())).text();
  expect(html.split("value500").length - 1).toBe(1);
  expect(html.length).toBeLessThan(750_000);

  // Next edit: the one that renamed a pasty and added another; then back.
  await page.getByRole("link", { name: "Next edit" }).click();
  await expect(page.getByRole("region", { name: "Changes of values.ts → renamed.ts" })).toContainText("The content did not change.");
  await expect(page.getByRole("region", { name: "Changes of notes.txt" })).toContainText("added");
  await page.getByRole("link", { name: "Previous edit" }).click();
  await expect(page.getByRole("region", { name: "Changes of values.ts" })).toBeVisible();

  // Narrow: the unified view, same hunks, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(diff.locator(".diff-hunk > .diff-unified")).toHaveCount(3);
  await expect(diff.locator(".diff-hunk > .diff-unified").first()).toBeVisible();
  await expect(diff.locator(".diff-hunk > .diff-side-by-side").first()).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("footer, /stats and the API reference, under the site's CSP", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/stats");
  await expect(page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
  // The page keeps its numbers for a minute (lib/site/stats.ts, whose tests check them against the
  // counter), so another journey's visit may still be what it shows: here, only that it shows one.
  await expect(page.locator(".stat-figures div").first()).toHaveText(/^Pastes[\d,]+$/);
  await expectAccessible(page, "/stats");

  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(/Myst \d+\.\d+\.\d+/);
  await footer.getByRole("link", { name: "Legal" }).click();
  await expect(page.getByRole("heading", { name: "Legal" })).toBeVisible();

  await page.getByRole("contentinfo").getByRole("link", { name: "API docs" }).click();
  await expect(page).toHaveURL(/\/api\/docs$/);
  // Scalar draws the document's operations from /api/v3/openapi.json.
  const reference = page.locator(".api-reference");
  await expect(reference.getByText("Paste service API").first()).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});

test("an admin deletes someone's paste from its page and the user from their profile", async ({ page, browser }) => {
  const author = await browser.newContext();
  const authorPage = await author.newPage();
  const username = `author${Date.now().toString(36)}`;
  const authorApi = await signUp(authorPage, username);
  const { id } = await authorApi.createPaste({ title: "Spam", pasties: [{ content: "buy now", language: "Text" }] });
  await author.close();

  await signInAsAdmin(page);

  await page.goto(`/${id}`);
  const toolbar = page.getByRole("toolbar", { name: "Paste actions" });
  // The main controls say what they do; the other icons carry their names as tooltips, hidden until hovered.
  await expect(toolbar.getByRole("group", { name: "For everyone" }).getByText("Copy link", { exact: true })).toBeVisible();
  const copyEmbed = toolbar.getByRole("button", { name: "Copy embed" });
  const tooltip = copyEmbed.locator(".icon-label");
  await expect(tooltip).toHaveCSS("width", "1px");
  await copyEmbed.hover();
  await expect(tooltip).not.toHaveCSS("width", "1px");
  await toolbar.getByRole("button", { name: "Delete (admin)" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this paste?" });
  await expect(confirm).toContainText("as an admin");
  await confirm.getByRole("button", { name: "Delete paste" }).click();
  await expect(page).toHaveURL(new RegExp(`/~${username}$`));
  expect((await page.request.get(`/api/v3/pastes/${id}`)).status()).toBe(404);

  await page.getByRole("button", { name: "Delete this user…" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete the user ${username}?` });
  await dialog.getByLabel(/Type the username/).fill(username);
  await dialog.getByRole("button", { name: "Delete this user" }).click();
  await expect(page).toHaveURL(`${instanceUrl()}/`);
  await new AuthPages(page).expectSignedInAs(ADMIN);
  expect((await page.request.get(`/api/v3/users/${username}`)).status()).toBe(404);
});

test("the editor: a title's extension sets the language as it is typed; Markdown previews safely; indentation converts", async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.goto();
  await editor.pastyTitle.pressSequentially("notes.py");
  await expect(editor.languageButton).toContainText("Python");
  await editor.pastyTitle.press("Backspace");
  await editor.pastyTitle.press("Backspace");
  await editor.pastyTitle.pressSequentially("md");
  await expect(editor.languageButton).toContainText("Markdown");

  await editor.pasteContent('# Notes\n\nSome **bold** text.\n\n<img src=x onerror="window.__pwned=1">\n\n[link](javascript:alert(1))\n');
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByRole("region", { name: "Markdown preview" });
  await expect(preview.getByRole("heading", { name: "Notes" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("bold");
  await expect(preview.locator("img")).toHaveCount(0);
  await expect(preview).toContainText("link");
  await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expectAccessible(page, "the editor's Markdown preview");
  await page.getByRole("button", { name: "Write", exact: true }).click();
  await expect(editor.activeContent()).toBeVisible();

  // This pasty's indentation: tabs, and the 4-space indentation it has converted to them.
  await editor.pasteContent("list:\n    - item\n        - nested");
  await page.locator(".indentation-control summary").click();
  await page.getByLabel("Indent with").selectOption("tabs");
  await page.getByRole("button", { name: "Convert indentation" }).click();
  await editor.expectContent("list:\n\t- item\n\t\t- nested");
  await expect(page.locator(".indentation-control summary")).toContainText("Tabs: 4");
});

test("the API reference: no hosted-product controls, curl, fetch and requests examples, Ctrl K opens the site's palette", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/api/docs");
  const reference = page.locator(".api-reference");
  // Scalar draws the document once its script has loaded (a 4 MB bundle): wait for an operation's example.
  const example = reference.getByRole("button", { name: "Shell Curl" }).filter({ visible: true }).first();
  await expect(example).toBeVisible({ timeout: 30_000 });
  for (const control of ["Ask AI", "Deploy", "Share", "Configure", "Developer Tools"])
    await expect(reference.getByRole("button", { name: control, exact: true }), control).toHaveCount(0);
  await expect(reference.getByText(/Ask AI|Developer Tools/)).toHaveCount(0);

  // Examples in curl (the default), JavaScript's fetch and Python's requests, nothing else.
  await example.click();
  // (The shown options: the footer's language switcher holds options of its own, closed.)
  await expect(page.getByRole("option").filter({ visible: true })).toHaveText(["Fetch", "Requests", "Curl"]);
  await page.keyboard.press("Escape");

  // The curl command names this instance's absolute address (the document's server), so it works pasted.
  await expect(reference.getByText(/curl .*https?:\/\/[^/\s]+\/api\/v3\//).first()).toBeVisible();

  // One main landmark: the site's (Scalar's content is a named region inside it).
  await expect(page.locator("main, [role=main]")).toHaveCount(1);
  await expect(reference.locator("section.references-rendered")).toHaveCount(1);

  // No light/dark switch of Scalar's own; its mode is the site theme's, also when that changes.
  await expect(reference.getByRole("button", { name: /dark mode|light mode/i })).toHaveCount(0);
  for (const [theme, mode] of [
    ["dark", "dark-mode"],
    ["solarized-light", "light-mode"],
    ["dracula", "dark-mode"],
  ] as const) {
    await page.evaluate((id) => (document.documentElement.dataset.theme = id), theme);
    await expect(page.locator("body"), theme).toHaveClass(new RegExp(`\\b${mode}\\b`));
  }

  // Ctrl K is the site's command palette here too, with no second search beside it.
  await page.keyboard.press("ControlOrMeta+K");
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(page.getByRole("dialog", { name: "Command palette" })).toBeVisible();
});

test("the header is as tall signed in as signed out, at 1280 and 390 px", async ({ page }) => {
  const sizes = [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ];
  const heights = async () => {
    const measured: number[] = [];
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto("/about");
      measured.push((await page.getByRole("banner").boundingBox())!.height);
    }
    return measured;
  };
  const signedOut = await heights();
  await signUp(page, `tall${Date.now().toString(36)}`);
  expect(await heights()).toEqual(signedOut);
});

test("the history names a changed title and ends with the paste's creation", async ({ page }) => {
  const api = await signUp(page, `retitler${Date.now().toString(36)}`);
  const created = (await (
    await api.call("POST", "/api/v3/pastes", { title: "Draft", pasties: [{ title: "a.txt", content: "one", language: "Text" }] })
  ).json()) as { id: string; pasties: { id: string }[] };
  const pasty = { id: created.pasties[0]!.id, title: "a.txt", language: "Text" };
  expect(
    (await api.call("PATCH", `/api/v3/pastes/${created.id}`, { title: "Release notes", pasties: [{ ...pasty, content: "one" }] })).status(),
  ).toBe(200);
  expect(
    (
      await api.call("PATCH", `/api/v3/pastes/${created.id}`, { title: "Release notes", pasties: [{ ...pasty, content: "one\ntwo" }] })
    ).status(),
  ).toBe(200);

  await page.goto(`/${created.id}/history`);
  const rows = page.getByRole("list", { name: "Edits, newest first, and the creation" }).getByRole("listitem");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).not.toContainText("title");
  await expect(rows.nth(1)).toContainText("title changed to “Release notes”");
  await expect(rows.nth(2)).toContainText(/^Created · /);
  await expect(page.getByRole("link", { name: "Compare with another paste or text" })).toHaveAttribute(
    "href",
    `/compare?left=${created.id}`,
  );
  await rows.nth(2).getByRole("link", { name: "Version as created" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Draft" })).toBeVisible();
  await expectAccessible(page, "a version of the history");
});

test("one heading scale: every page's H1 is the same size; a profile's chosen list looks chosen", async ({ page }) => {
  const username = `scale${Date.now().toString(36)}`;
  const api = await signUp(page, username);
  const created = await api.call("POST", "/api/v3/pastes", { title: "Scale", pasties: [{ content: "x", language: "Text" }] });
  const { id } = (await created.json()) as { id: string };
  const sizes = new Map<string, string>();
  for (const path of ["/", `/${id}`, `/${id}/history`, `/~${username}`, "/settings", "/explore", "/stats", "/docs", "/compare"]) {
    await page.goto(path);
    sizes.set(
      path,
      await page
        .locator("h1")
        .first()
        .evaluate((heading) => getComputedStyle(heading).fontSize),
    );
  }
  expect(new Set(sizes.values()), JSON.stringify(Object.fromEntries(sizes))).toEqual(new Set(["24px"]));

  await page.goto(`/~${username}?view=starred`);
  const lists = page.getByRole("navigation", { name: "Lists" });
  const background = (name: string) => lists.getByRole("link", { name }).evaluate((chip) => getComputedStyle(chip).backgroundColor);
  await expect(lists.getByRole("link", { name: "Starred" })).toHaveAttribute("aria-current", "page");
  expect(await background("Starred")).not.toBe(await background("Pastes"));
});
