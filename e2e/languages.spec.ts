import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { EditorPage } from "./pages/editor-page";
import { signInAsAdmin } from "./pages/announcements-admin";
import { LanguageSwitcher, untranslated, untranslatedText } from "./pages/languages";
import { MystApi } from "./pages/myst-api";
import { createPaste, PastePage } from "./pages/paste-page";
import { instanceUrl } from "./pages/instance";

// Issue 45: the pages in the reader's language. The pseudo-locale (PSEUDO_LOCALE, which the
// journeys' server turns on) finds text no catalogue holds on the translated pages; Arabic reads
// right to left with its code still left to right, and passes axe; German comes from the footer.

/** The parts of the translated pages whose text must come from the catalogues. */
const TRANSLATED = ["header.site-header", ".announcement-banner", "footer.site-footer", "main"];

/** The admin pages, every one of them (app/(site)/admin). */
const ADMIN_PAGES = [
  "/admin",
  "/admin/reports",
  "/admin/pastes",
  "/admin/bin",
  "/admin/users",
  "/admin/invitations",
  "/admin/announcements",
  "/admin/settings",
  "/admin/audit",
];

/** Signs `username` up (the form's post, no page) and gives them a paste of an untitled pasty edited once, for a profile and a history. */
async function signUpWithEditedPaste(page: Page, username: string): Promise<string> {
  const headers = { Origin: instanceUrl() };
  const signedUp = await page.request.post("/auth/signup", {
    form: { username, password: "a long enough password" },
    headers,
    maxRedirects: 0,
  });
  expect(signedUp.status()).toBe(303);
  const paste = await createPaste(page.request, {
    title: "Edited",
    pasties: [{ title: "", content: "const a = 1;\n", language: "TypeScript" }],
  });
  const pasty = { id: paste.pasties[0]!.id, title: "", content: "const a = 2;\n", language: "TypeScript" };
  expect((await page.request.patch(`/api/v3/pastes/${paste.id}`, { data: { pasties: [pasty] }, headers })).status()).toBe(200);
  return paste.id;
}

test.describe("the pages in the reader's language", () => {
  test("the pseudo-locale leaves no English on the header, footer, editor, paste, not-found, sign-in, settings, profile, explore, history, edit, embed and admin pages nor in the comment form; Arabic's diff and accounts page read right to left", async ({
    browser,
    page,
    request,
  }) => {
    // Twenty pages and the admin's sign-in: longer than the default minute on a busy machine.
    test.setTimeout(120_000);
    const paste = await createPaste(request, {
      title: "Pseudo",
      tags: [],
      pasties: [
        { title: "", content: "const a = 1;\nconst b = 2;\n", language: "JavaScript" },
        { title: "", content: "# Notes\n\nSome *text*.", language: "Markdown" },
        // A table without a header row: its columns are numbered in the reader's words (lib/render/words.mjs).
        { title: "", content: "1,2\n3,4\n", language: "CSV" },
      ],
    });
    await page.context().addCookies([{ name: "myst-lang", value: "en-XA", url: instanceUrl() }]);
    const editor = new EditorPage(page);
    await editor.goto("/");
    await new LanguageSwitcher(page).expectDocument("en", "ltr");
    expect(await untranslatedText(page, TRANSLATED), "the editor").toEqual([]);
    await page.goto(`/${paste.id}`);
    await expect(page.locator("pre.code").first()).toBeVisible();
    expect(await untranslatedText(page, TRANSLATED), "the paste page").toEqual([]);
    // Both not-found pages, their titles too: an address no route has (app/not-found.tsx) and a paste that is not there.
    for (const path of ["/no/such/page", "/nosuchpaste"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
      expect(await untranslatedText(page, TRANSLATED), path).toEqual([]);
      expect(untranslated([await page.title()]), `the title of ${path}`).toEqual([]);
    }

    await page.goto("/login");
    expect(await untranslatedText(page, TRANSLATED), "the sign-in page").toEqual([]);
    // Signed in, with an edited paste: the settings only accounts have, its profile, /explore and its history.
    const username = `lang${Date.now().toString(36)}`;
    const pasteId = await signUpWithEditedPaste(page, username);
    // Its pasty has a title: an untitled one's name ("Pasty 1") is lib/pastes' words, not the embed's.
    await page.goto(`/${pasteId}/embed`);
    await expect(page.locator(".embed-title")).toBeVisible();
    expect(await untranslatedText(page, ["main"]), "an embed").toEqual([]);
    // Signed in, the comment form offers the untitled pasties by their place, in the page's words.
    await page.goto(`/${paste.id}`);
    const pastyNames = await new PastePage(page).openCommentForm();
    expect(pastyNames).toHaveLength(3);
    expect(untranslated(pastyNames), "the comment form's pasties").toEqual([]);
    expect(await untranslatedText(page, ["form.comment-form"]), "the comment form").toEqual([]);
    for (const section of ["appearance", "behaviour", "profile", "security", "tokens", "bin"]) {
      await page.goto(`/settings/${section}`);
      await expect(page.locator(".settings-content h2").first()).toBeVisible();
      expect.soft(await untranslatedText(page, TRANSLATED), `/settings/${section}`).toEqual([]);
    }
    for (const [path, what] of [
      [`/~${username}`, "a profile"],
      ["/explore", "/explore"],
      [`/${pasteId}/edit`, "the edit page"],
      // Last: the Arabic check below reloads this page.
      [`/${pasteId}/history`, "a history"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      expect(await untranslatedText(page, TRANSLATED), what).toEqual([]);
    }

    // The seeded admin reads every admin page, and a decision's confirmation (a client component's words), in it too,
    // with an announcement: on the banner of every page, and listed with its time on its own page.
    const admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin);
    const adminApi = new MystApi(admin.request, instanceUrl());
    const announced = await adminApi.call("POST", "/api/v3/announcements", { title: "Pseudo", content: "Maintenance on **Sunday**." });
    expect(announced.status()).toBe(201);
    const { id: announcementId } = (await announced.json()) as { id: string };
    try {
      await admin.context().addCookies([{ name: "myst-lang", value: "en-XA", url: instanceUrl() }]);
      for (const path of ADMIN_PAGES) {
        await admin.goto(path);
        await expect(admin.locator("main h1").first()).toBeVisible();
        expect.soft(await untranslatedText(admin, TRANSLATED), path).toEqual([]);
      }
      await admin.goto(`/admin/pastes?id=${pasteId}`);
      await admin.getByTestId("paste-row").getByRole("button").first().click();
      await expect(admin.locator("dialog[open]")).toBeVisible();
      expect(await untranslatedText(admin, ["dialog[open]"]), "a decision's confirmation").toEqual([]);
      await admin.context().addCookies([{ name: "myst-lang", value: "ar", url: instanceUrl() }]);
      await admin.goto("/admin/users");
      await new LanguageSwitcher(admin).expectDocument("ar", "rtl");
      await expect(admin.getByRole("heading", { level: 1, name: "الحسابات" })).toBeVisible();
      await expectAccessible(admin, "the accounts page in Arabic");
      // Times are Intl's words (left out in the pseudo-locale, English's there): the announcement's is Arabic, not a UTC stamp.
      await admin.goto("/admin/announcements");
      await expect(admin.getByTestId("announcement-item").first().locator("time")).toHaveText(/[\u0600-\u06FF]/);
      await admin.goto("/no/such/page");
      await expect(admin).toHaveTitle("غير موجود · Myst");
    } finally {
      expect((await adminApi.call("DELETE", `/api/v3/announcements/${announcementId}`)).status()).toBe(204);
      await admin.context().close();
    }

    await page.context().addCookies([{ name: "myst-lang", value: "ar", url: instanceUrl() }]);
    await page.reload();
    // "What changed", in Arabic.
    await page.getByRole("link", { name: "ما الذي تغيّر" }).click();
    await new LanguageSwitcher(page).expectDocument("ar", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "تغييرات Edited" })).toBeVisible();
    // The untitled pasty by its place, in Arabic too (paste.pastyNumber).
    await expect(page.getByRole("heading", { level: 2, name: "الملف 1" })).toBeVisible();
    const diff = page.locator(".diff-segments").first();
    await expect(diff).toHaveAttribute("dir", "ltr");
    expect(await diff.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    await expectAccessible(page, "a diff in Arabic");
  });

  test("German from the footer's switcher, then Arabic: right to left, code left to right, axe at 0", async ({ page, request }) => {
    const paste = await createPaste(request, { title: "", pasties: [{ title: "", content: "print('سلام')\n", language: "Python" }] });
    await page.goto(`/${paste.id}`);
    const switcher = new LanguageSwitcher(page);
    await switcher.choose("Deutsch");
    await switcher.expectDocument("de", "ltr");
    // The same address, in German.
    expect(new URL(page.url()).pathname).toBe(`/${paste.id}`);
    await expect(page.getByRole("link", { name: "Neuer Paste" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Paste ohne Titel" })).toBeVisible();

    await switcher.choose("العربية");
    await switcher.expectDocument("ar", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "لصقة بلا عنوان" })).toBeVisible();
    const code = page.locator("pre.code").first();
    await expect(code).toHaveAttribute("dir", "ltr");
    expect(await code.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    await expectAccessible(page, "a paste in Arabic");

    const editor = new EditorPage(page);
    await editor.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "لصقة جديدة" })).toBeVisible();
    expect(await editor.activeContent().evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    await expectAccessible(page, "the editor in Arabic");

    await page.goto("/settings/appearance");
    await expect(page.getByRole("heading", { level: 1, name: "الإعدادات" })).toBeVisible();
    await expectAccessible(page, "the settings in Arabic");
  });
});
