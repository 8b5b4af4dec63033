import { fileURLToPath } from "node:url";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { themeList } from "../lib/settings/themes";
import { seriousViolations } from "./pages/a11y";
import { signInAsAdmin } from "./pages/announcements-admin";
import { AuthPages } from "./pages/auth-pages";
import { CommandPalette } from "./pages/command-palette";
import { EditorPage } from "./pages/editor-page";
import { MystApi } from "./pages/myst-api";
import { instanceUrl } from "./pages/instance";

// Issue 17: every page of the site passes axe (WCAG 2.1 A/AA, serious and critical) in every
// theme, and nothing is wider than a 390 px phone. Light and Dark get the full run at 1280 and
// 390 px. The other themes only change colours (app/themes.css: tokens, no layout), so at 1280 px
// axe checks only contrast in them. System is Light or Dark by the operating system's scheme
// (the light-dark() pairs of app/globals.css), so it is covered by those two.
// Not swept: /settings (a redirect to /settings/appearance). /api/docs, whose reference Scalar
// draws in the browser, is swept in a journey of its own below.

const fullThemes = ["light", "dark"];
const contrastThemes = themeList.map((theme) => theme.id).filter((id) => id !== "system" && !fullThemes.includes(id));
const wide = { width: 1280, height: 720 };
const phone = { width: 390, height: 844 };

/** What the page shows once it is ready to be checked (its main heading, or more). */
type Ready = (page: Page) => Promise<void>;
const heading =
  (name: string | RegExp): Ready =>
  async (page) => {
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  };

async function useTheme(page: Page, id: string): Promise<void> {
  await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), id);
}

/** What differs between runs, in boxes of one width while a picture is taken (e2e/pages/look.css). */
const varying = ["time", 'a[href^="/~"]', ".settings-title strong", ".account-nav"];
const lookStyle = fileURLToPath(new URL("./pages/look.css", import.meta.url));

/**
 * The page as it looked when its picture was last approved (e2e/a11y-sweep.spec.ts-snapshots/,
 * `--update-snapshots` takes them again: docs/develop/tests.md), in one theme at 1280 px: a
 * token or component that changes shows here. What differs between runs is masked, and so is
 * the announcement banner with its stamp.
 */
async function expectLook(page: Page, look: string, theme: string): Promise<void> {
  await expect.soft(page, `${look} in ${theme} looks as approved`).toHaveScreenshot(`${look}-${theme}.png`, {
    mask: [...varying, '[data-testid="announcement-banner"]'].map((selector) => page.locator(selector)),
    stylePath: lookStyle,
    // Anti-aliasing may differ by a few pixels; a changed colour or spacing moves thousands.
    maxDiffPixelRatio: 0.001,
  });
}

/**
 * Every check of one page, collected rather than stopping at the first (expect.soft); `look`
 * names the page's pictures when it is one compared in every theme.
 */
async function sweep(page: Page, what: string, look?: string): Promise<void> {
  await page.setViewportSize(wide);
  for (const theme of fullThemes) {
    await useTheme(page, theme);
    expect.soft(await seriousViolations(page), `${what}, ${theme}, 1280 px`).toEqual([]);
    if (look) await expectLook(page, look, theme);
  }
  for (const theme of contrastThemes) {
    await useTheme(page, theme);
    expect.soft(await seriousViolations(page, ["color-contrast"]), `${what}, ${theme}, 1280 px`).toEqual([]);
    if (look) await expectLook(page, look, theme);
  }
  await page.setViewportSize(phone);
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${what} is no wider than 390 px`)
    .toBeLessThanOrEqual(phone.width);
  for (const theme of fullThemes) {
    await useTheme(page, theme);
    expect.soft(await seriousViolations(page), `${what}, ${theme}, 390 px`).toEqual([]);
  }
}

async function visit(page: Page, path: string, ready: Ready, look?: string): Promise<void> {
  await page.setViewportSize(wide);
  await page.goto(path);
  await ready(page);
  await sweep(page, path, look);
}

async function signedUp(browser: Browser, username: string): Promise<{ page: Page; api: MystApi }> {
  const page = await (await browser.newContext()).newPage();
  const auth = new AuthPages(page);
  await auth.signUp(username, "a long enough password");
  await auth.expectSignedInAs(username);
  return { page, api: new MystApi(page.request, instanceUrl()) };
}

const typescript = [
  'import { readFile } from "node:fs/promises";',
  "",
  "/** Counts the words of a file; a word is anything between spaces. */",
  "export async function countWords(path: string): Promise<number> {",
  '  const text = await readFile(path, "utf8");',
  "  return text.split(/\\s+/).filter(Boolean).length; // sweepword",
  "}",
].join("\n");
const markdown =
  "# Notes\n\nA **table**, a [link](https://example.org) and code:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nconst x = 1;\n```\n";
// One line much wider than a phone: it must scroll inside its block, not widen the page.
const longLine = `${"a-very-long-unbroken-token-".repeat(12)}end`;

test("every page passes axe in every theme at 1280 and 390 px, and fits a phone", async ({ browser }) => {
  // About two minutes alone; the other instance's journeys share the machine's two cores.
  test.setTimeout(480_000);
  const stamp = Date.now().toString(36);

  // An admin with an announcement on the banner of every page, and public pastes of its own.
  const adminPage = await (await browser.newContext()).newPage();
  await signInAsAdmin(adminPage);
  const adminApi = new MystApi(adminPage.request, instanceUrl());
  const announcement = (await (
    await adminApi.call("POST", "/api/v3/announcements", {
      title: `Sweep ${stamp}`,
      content: "Maintenance on **Sunday**; see [the plan](https://example.org/plan).",
    })
  ).json()) as { id: string };
  try {
    await adminApi.createPaste({
      title: "Word counter",
      tags: ["tools"],
      pasties: [{ title: "count.ts", content: typescript, language: "TypeScript" }],
    });

    // The owner: a paste with several pasties, tags, a comment and an edit; an encrypted paste, a
    // private one with a share link, and one that opens once.
    const owner = `sweeper${stamp}`;
    const { page, api } = await signedUp(browser, owner);
    // The owner reads pastes stacked (every pasty at once), visitors in tabs (the default).
    expect((await api.call("PATCH", "/api/v3/settings", { pasteView: "stacked" })).status()).toBe(200);
    const paste = (await (
      await api.call("POST", "/api/v3/pastes", {
        title: "Sweep sample",
        tags: ["sample", "docs"],
        pinned: true,
        pasties: [
          { title: "count.ts", content: typescript, language: "TypeScript" },
          { title: "notes.md", content: markdown, language: "Markdown" },
          { title: "long.txt", content: `${longLine}\nshort line`, language: "Text" },
        ],
      })
    ).json()) as { id: string; pasties: { id: string }[] };
    const [code, notes, long] = paste.pasties;
    expect(
      (
        await api.call("POST", `/api/v3/pastes/${paste.id}/comments`, {
          pastyId: code!.id,
          fromLine: 4,
          toLine: 6,
          body: "Why **split** rather than a regex match?",
        })
      ).status(),
    ).toBe(201);
    const edited = await api.call("PATCH", `/api/v3/pastes/${paste.id}`, {
      pasties: [
        {
          id: code!.id,
          title: "count.ts",
          content: typescript.replace("filter(Boolean)", 'filter((word) => word !== "")'),
          language: "TypeScript",
        },
        { id: notes!.id, title: "notes.md", content: markdown, language: "Markdown" },
        { id: long!.id, title: "long.txt", content: `${longLine}\nshort line`, language: "Text" },
      ],
    });
    expect(edited.status()).toBe(200);
    const [edit] = (await (await api.call("GET", `/api/v3/pastes/${paste.id}/history_compact`)).json()) as { id: string }[];
    const key = { "Encryption-Key": "sweep password" };
    const locked = await api.createPaste({ title: "Locked", encrypted: true, pasties: [{ content: "hidden" }] }, key);
    const hidden = await api.createPaste({
      title: "Shared privately",
      private: true,
      pasties: [{ content: typescript, language: "TypeScript" }],
    });
    const link = (await (await api.call("POST", `/api/v3/pastes/${hidden.id}/links`, { label: "for the sweep" })).json()) as {
      url: string;
    };
    const once = await api.createPaste({ title: "Once", burnAfterRead: true, pasties: [{ content: "gone after reading" }] });
    // One in the recycle bin, so its settings and admin pages show a row.
    const binned = await api.createPaste({ title: "Binned", pasties: [{ content: "deleted by its owner" }] });
    expect((await api.call("DELETE", `/api/v3/pastes/${binned.id}`)).status()).toBe(204);

    // The owner's pages.
    // The editor, a paste and the security page are also compared with their pictures in every theme.
    await visit(page, "/", async () => new EditorPage(page).waitReady(), "editor");
    // Two lines selected: code on the selection's colour too.
    await visit(page, `/${paste.id}#${code!.id}-L2-L3`, heading("Sweep sample"), "paste");
    await visit(page, `/${paste.id}/edit`, async () => new EditorPage(page).waitReady());
    await visit(page, `/${paste.id}/history`, heading(/History of/));
    await visit(page, `/${paste.id}/history/${edit!.id}`, heading("Sweep sample"));
    await visit(page, `/${paste.id}/history/${edit!.id}/diff`, heading(/Changes of/));
    await visit(page, `/~${owner}`, heading(owner));
    await visit(page, "/~e2e-admin?q=sweepword", heading("e2e-admin"));
    for (const section of ["appearance", "behaviour", "profile", "security", "tokens", "bin"])
      await visit(page, `/settings/${section}`, heading("Settings"), section === "security" ? "security" : undefined);
    await visit(page, "/stats", heading("Statistics"));
    await visit(page, "/about", heading("About Myst"));
    // The manual: its index, and a page of long tables and code lines (they must wrap on a phone).
    await visit(page, "/docs", heading("The Myst manual"));
    await visit(page, "/docs/operate/configuration", heading("Configuration"));
    // The palette previews a highlighted theme and restores the saved one when closed; its search
    // results are swept over a paste page.
    await page.goto(`/${paste.id}`);
    const palette = new CommandPalette(page);
    await palette.open();
    await palette.search("Theme: Dracula");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dracula");
    await page.keyboard.press("Escape");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
    await palette.open();
    await palette.search("sweepword");
    await expect(palette.option(/Sweep sample/)).toBeVisible();
    await sweep(page, "the command palette's search results");
    await page.keyboard.press("Escape");
    // A dialog (the delete confirmation) and the header's account menu, over their pages.
    await page.getByRole("toolbar", { name: "Paste actions" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("dialog", { name: "Delete this paste?" })).toBeVisible();
    await sweep(page, "the delete dialog");
    await page.keyboard.press("Escape");
    // Line links without a mouse: the dialog that asks for the lines.
    await page.getByRole("button", { name: "Link to lines of count.ts" }).click();
    await expect(page.getByRole("dialog", { name: "Link to lines of count.ts" })).toBeVisible();
    await sweep(page, "the link-to-lines dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("navigation", { name: "Account" }).locator("summary").click();
    await expect(page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Sign out" })).toBeVisible();
    await sweep(page, "the account menu");

    await adminPage.setViewportSize(wide);
    // The admin pages, each with the admin tabs: tables as cards on a phone (no wider than it).
    await visit(adminPage, "/admin", heading("Administration"));
    await visit(adminPage, "/admin/announcements", heading("Announcements"));
    await visit(adminPage, "/admin/pastes", heading("Pastes"));
    await visit(adminPage, "/admin/bin", heading("Recycle bins"));
    await visit(adminPage, "/admin/invitations", heading("Invitations"));
    await visit(adminPage, "/admin/settings", heading("Instance settings"));
    // The moderation pages, with a report in the queue (reporting one's own paste is allowed through the API).
    const reported = await adminApi.call("POST", `/api/v3/pastes/${paste.id}/reports`, { reason: "spam", details: "Sweep report" });
    expect(reported.status()).toBe(201);
    await visit(adminPage, "/admin/reports", heading("Reports"));
    await visit(adminPage, "/admin/audit", heading("Audit log"));

    // A visitor's pages: signed out, the locked and one-time pastes, a share link, the embed, 404s.
    const visitor = await (await browser.newContext()).newPage();
    await visit(visitor, "/login", heading("Sign in"));
    await visit(visitor, "/signup", heading("Create an account"));
    await visit(visitor, "/signup/username", heading("Choose a username"));
    // Without a pending sign-in the second step still draws its form (a post says it expired).
    await visit(visitor, "/login/second-factor", heading("Confirm it is you"));
    await visit(visitor, `/${locked.id}`, heading("This paste is encrypted"));
    await visit(visitor, `/${once.id}`, heading("This paste can be read once"));
    await visit(visitor, new URL(link.url).pathname, heading("Shared privately"));
    await visit(visitor, `/${paste.id}/embed`, async () => expect(visitor.locator(".embed-title")).toBeVisible());
    await visit(visitor, "/no/such/page", heading("Nothing here"));
    await visit(visitor, `/${hidden.id}`, heading("Nothing here"));
    await visit(visitor, "/~nobody-at-all", heading("No such user"));
  } finally {
    expect((await adminApi.call("DELETE", `/api/v3/announcements/${announcement.id}`)).status()).toBe(204);
  }
});

test("the pages issue 25 changed pass axe in every theme: the editor's options, an opened read-once paste, a refused sign-up", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const { page, api } = await signedUp(browser, `sweep25${stamp}`);

  // The options under the editor: explained, one on, one ruled out by it with the reason shown.
  await visit(page, "/", async () => new EditorPage(page).waitReady());
  await page.setViewportSize(wide);
  await page.getByRole("button", { name: "What do these do?" }).click();
  await new EditorPage(page).switch("Private").check();
  await expect(page.locator("#paste-pinned-hint")).toHaveText("A private paste cannot be pinned.");
  await sweep(page, "the new-paste page's options, explained");

  // Opened by a visitor: the paste with its Copy and Download, the last time it exists.
  const opened = await api.createPaste({ title: "Opened", burnAfterRead: true, pasties: [{ content: "read in the sweep" }] });
  const visitor = await (await browser.newContext()).newPage();
  await visitor.setViewportSize(wide);
  await visitor.goto(`/${opened.id}`);
  await visitor.getByRole("button", { name: "Open and delete it" }).click();
  await expect(visitor.getByRole("button", { name: "Download Pasty 1" })).toBeVisible();
  await sweep(visitor, "an opened burn-after-reading paste");

  await visit(visitor, "/signup?error=username_taken&username=sweeper", heading("Create an account"));
});

test("the API reference passes axe in every theme at 1280 and 390 px, and fits a phone", async ({ page }) => {
  // Scalar draws in the theme's colours and its copy buttons are named (components/api-docs).
  await visit(page, "/api/docs", async () => {
    await expect(page.locator(".api-reference").getByRole("button", { name: "Shell Curl" }).filter({ visible: true }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator(".api-reference").getByRole("button", { name: "Copy code" }).first()).toBeAttached();
  });
});
