import { type Browser, expect, type Page, test } from "@playwright/test";
import { signInAsAdmin } from "./pages/announcements-admin";
import { AuthPages } from "./pages/auth-pages";
import { CommandPalette } from "./pages/command-palette";
import { EditorPage } from "./pages/editor-page";
import { createPaste, PastePage } from "./pages/paste-page";
import { ProfilePage } from "./pages/profile-page";

// Issue 9: script and event-handler payloads in every place a person can type text (titles, tags,
// usernames, pasty titles and contents, Markdown, announcements) are shown as text and never run
// in Chromium. Each page gets window.__xss before its own scripts; a payload that runs calls it
// (or opens a dialog), and markup that was injected but held back by the CSP still fails the test.

const PAYLOADS = [
  `<script>window.__xss("script")</script>`,
  `<img src=x onerror="window.__xss('img')">`,
  `<svg onload="window.__xss('svg')">`,
  `"><iframe src="javascript:window.parent.__xss('iframe')">`,
  `javascript:window.__xss('href')`,
  `<a href="javascript:window.__xss('a')">click</a>`,
  `{{constructor.constructor('window.__xss("tpl")')()}}`,
  `</textarea><script>window.__xss("textarea")</script>`,
  `<details open ontoggle="window.__xss('details')">`,
  `'"><body onload=alert('body')>`,
] as const;

/** Short ones for the places with small limits (tags: 32 characters, pasty titles: 50). */
const SHORT_PAYLOADS = [
  `<script>__xss("s")</script>`,
  `<img src=x onerror=__xss('i')>`,
  `<svg onload=__xss('v')>`,
  `'"><svg/onload=__xss('q')>`,
  `"><iframe src=javascript:alert()>`,
  `</textarea><img src=x onerror=alert(1)>`,
  `{{constructor.constructor('alert(1)')()}}`,
] as const;

const fitting = (max: number) => [...PAYLOADS, ...SHORT_PAYLOADS].filter((payload) => payload.length <= max);

const MARKDOWN = [
  "# Raw HTML and javascript: links",
  "",
  ...PAYLOADS,
  "",
  "[x](javascript:window.__xss('mdlink'))",
  "[spaced](  javascript:window.__xss('mdspaced'))",
  "[entity](jav&#x09;ascript:window.__xss('entity'))",
  "![image](javascript:window.__xss('mdimg'))",
  "<javascript:window.__xss('autolink')>",
  "[ref][bad]",
  "",
  "[bad]: javascript:window.__xss('ref')",
  "",
  "<div onmouseover=\"window.__xss('div')\">hover me</div>",
  "",
  "```html",
  ...PAYLOADS,
  "```",
  "",
  "```unknown-language",
  `<script>window.__xss("fence")</script>`,
  "```",
  "",
].join("\n");

const TEXT = PAYLOADS.join("\n");
const HTML = `<!doctype html>\n<html><body>\n${TEXT}\n</body></html>\n`;
const JAVASCRIPT = `const s = "</script><script>window.__xss('js')</script>";\ndocument.write('${PAYLOADS[1]}');\n/* ${PAYLOADS[0]} */\n`;

interface Guard {
  expectClean(where: string): Promise<void>;
}

/** Arms a page: window.__xss records hits, CSP violations are recorded, any dialog is a failure. */
async function guard(page: Page): Promise<Guard> {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: (tag: string) => void; __xssHits?: string[]; __cspViolations?: string[] };
    w.__xss = (tag) => {
      w.__xssHits = [...(w.__xssHits || []), tag];
    };
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__cspViolations = [...(w.__cspViolations || []), `${event.violatedDirective} ${event.blockedURI} ${event.sample}`];
    });
  });
  return {
    async expectClean(where) {
      const found = await page.evaluate(() => {
        const w = window as unknown as { __xssHits?: string[]; __cspViolations?: string[] };
        const handlers = [...document.querySelectorAll("*")].flatMap((element) =>
          [...element.attributes]
            .filter((attribute) => /^on/i.test(attribute.name))
            .map((attribute) => `${element.tagName} ${attribute.name}`),
        );
        const jsUrls = [...document.querySelectorAll("[href], [src], [action], [formaction]")]
          .flatMap((element) => ["href", "src", "action", "formaction"].map((name) => element.getAttribute(name) ?? ""))
          .filter((value) => /^\s*javascript:/i.test(value.replace(/[\u0000-\u001f]/g, "")));
        // Next.js puts the page's data in inline scripts (self.__next_f) as JSON strings: fine.
        const scripts = [...document.querySelectorAll("script")]
          .map((script) => script.textContent ?? "")
          .filter((text) => text.includes("__xss") && !text.includes("self.__next_f"));
        return { hits: w.__xssHits ?? [], csp: w.__cspViolations ?? [], handlers, jsUrls, scripts };
      });
      expect(found.hits, `payloads that ran on ${where}`).toEqual([]);
      expect(dialogs, `dialogs opened on ${where}`).toEqual([]);
      expect(found.csp, `CSP violations (blocked injected script) on ${where}`).toEqual([]);
      expect(found.handlers, `event-handler attributes in the DOM of ${where}`).toEqual([]);
      expect(found.jsUrls, `javascript: URLs in the DOM of ${where}`).toEqual([]);
      expect(found.scripts, `injected script elements on ${where}`).toEqual([]);
    },
  };
}

async function signUpFresh(page: Page, username: string): Promise<void> {
  const auth = new AuthPages(page);
  await auth.signUp(username, "a long enough password");
  await auth.expectSignedInAs(username);
}

test("payloads in paste and pasty titles, contents and tags stay text on every paste page", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const checks = await guard(page);
  // A legal username made only of the punctuation usernames allow.
  const username = `_.-x${Date.now().toString(36).slice(-6)}-._`;
  await signUpFresh(page, username);

  const pastyTitles = fitting(50);
  const title = `${PAYLOADS[0]} ${PAYLOADS[1]}`;
  const pasties = [
    { title: pastyTitles[0], content: TEXT, language: "Text" },
    { title: pastyTitles[1], content: HTML, language: "HTML" },
    { title: pastyTitles[2], content: JAVASCRIPT, language: "JavaScript" },
    { title: "notes.md", content: MARKDOWN, language: "Markdown" },
    ...pastyTitles.slice(3).map((pastyTitle) => ({ title: pastyTitle, content: PAYLOADS[3], language: "Text" })),
  ];
  const tags = fitting(32);
  const paste = await createPaste(page.request, { title, tags, pasties });

  // An edit with more payloads, for the history and diff pages.
  const edited = await page.request.patch(`/api/v3/pastes/${paste.id}`, {
    data: {
      title: `${title} ${PAYLOADS[2]}`,
      pasties: paste.pasties.map((pasty, index) => ({
        id: pasty.id,
        title: pasty.title,
        content: `${pasties[index]!.content}\n${PAYLOADS[7]}\n${PAYLOADS[6]}\n`,
        language: pasties[index]!.language,
      })),
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const editedTitle = `${title} ${PAYLOADS[2]}`;

  // The read page: the title and the Text pasty show the payloads as text.
  const view = new PastePage(page);
  await view.open(paste.id);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(editedTitle);
  await expect(page).toHaveTitle(/<script>/);
  const first = page.locator("section.pasty").first();
  await expect(first).toContainText(PAYLOADS[0]);
  await expect(first).toContainText(PAYLOADS[3]);
  await expect(page.locator("section.pasty").nth(1)).toContainText(PAYLOADS[0]); // the HTML pasty, a hidden tab
  await expect(page.getByRole("list", { name: "Tags" })).toContainText(tags[0]!);
  await checks.expectClean("the read page");

  // Every tab; the Markdown one rendered, then as source, then rendered again.
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(pasties.length);
  for (let index = 0; index < pasties.length; index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(index)).toContainText(pasties[index]!.title!);
  }
  await page.getByRole("tab", { name: "notes.md" }).click();
  const notes = view.pasty("notes.md");
  await expect(notes.getByRole("heading", { name: "Raw HTML and javascript: links" })).toBeVisible();
  await expect(notes.locator("pre code").first()).toContainText(PAYLOADS[0]);
  await checks.expectClean("the rendered Markdown pasty");
  await notes.getByRole("button", { name: /Show source/ }).click();
  await expect(notes.locator(".code")).toContainText(PAYLOADS[1]);
  await checks.expectClean("the Markdown pasty's source");
  await notes.getByRole("button", { name: /Show rendered/ }).click();
  await expect(notes.getByRole("heading", { name: "Raw HTML and javascript: links" })).toBeVisible();

  // The tags dialog shows the tags in its input.
  await view.toolbar().getByRole("button", { name: "Tags" }).click();
  await expect(page.getByLabel("Tags, separated by commas")).toHaveValue(new RegExp(tags[0]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await page.keyboard.press("Escape");

  // The command palette on this paste page.
  const palette = new CommandPalette(page);
  await palette.open();
  await expect(palette.option("Edit this paste")).toBeVisible();
  await palette.search("<script>");
  await palette.search("");
  await page.keyboard.press("Escape");
  await expect(palette.dialog()).toBeHidden();
  await checks.expectClean("the paste page with the palette");

  // History, the version before the edit, and the diff.
  await view.toolbar().getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History of ${editedTitle}`);
  await checks.expectClean("the history list");
  await page.getByRole("link", { name: "Version before this edit" }).click();
  await expect(page.locator("section.pasty").first()).toContainText(PAYLOADS[0]);
  await checks.expectClean("the version before the edit");
  await page.getByRole("link", { name: "What the next edit changed" }).click();
  await expect(page.locator(".diff-side-by-side .diff-ins").first()).toContainText(PAYLOADS[7]);
  await checks.expectClean("the diff page");

  // The embed view.
  expect((await page.goto(`/${paste.id}/embed`))?.status()).toBe(200);
  await expect(page.locator("body")).toContainText(PAYLOADS[0]);
  await checks.expectClean("the embed view");

  // Raw text of the HTML pasty: plain text that Chromium does not sniff into HTML.
  const raw = await page.goto(`/raw/${paste.id}/${paste.pasties[1]!.id}`);
  expect(raw?.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(raw?.headers()["x-content-type-options"]).toBe("nosniff");
  await expect(page.locator("body")).toContainText(PAYLOADS[1]);
  await checks.expectClean("the raw text of the HTML pasty");

  // The edit page: the payloads are the editor's text, in every pasty.
  const editor = new EditorPage(page);
  await editor.goto(`/${paste.id}/edit`);
  await expect(editor.title).toHaveValue(editedTitle);
  for (let index = 0; index < pasties.length; index += 1) {
    await editor.tabs.nth(index).click();
    await expect(editor.pastyTitle).toHaveValue(pasties[index]!.title!);
    await expect(editor.activeContent()).toBeVisible();
  }
  await editor.tabs.first().click();
  await expect(editor.activeContent()).toContainText(PAYLOADS[0]);
  await checks.expectClean("the edit page");

  // A clone of the paste in the new-paste form.
  await editor.goto(`/?clone=${paste.id}`);
  await expect(editor.title).toHaveValue(new RegExp("<script>"));
  await checks.expectClean("the clone form");

  // The profile: tag chips for the owner, a tag filter from the URL.
  const profile = new ProfilePage(page);
  await profile.goto(username);
  await expect(profile.item(editedTitle)).toBeVisible();
  await expect(profile.tagFilter()).toContainText(tags[0]!);
  await checks.expectClean("the owner's profile");
  await profile.tagFilter().getByRole("link", { name: tags[1]!, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Pastes tagged “${tags[1]}”` })).toBeVisible();
  await checks.expectClean("the profile filtered by a payload tag");
  const hrefTag = tags.find((tag) => tag.startsWith("javascript:"))!;
  await profile.goto(username, `?tag=${encodeURIComponent(hrefTag)}`);
  await expect(page.getByRole("heading", { name: `Pastes tagged “${hrefTag}”` })).toBeVisible();
  await checks.expectClean("the profile filtered by a javascript: tag in the URL");
  await profile.goto(username, `?tag=${encodeURIComponent(PAYLOADS[0])}`);
  await checks.expectClean("the profile with an unknown payload tag in the URL");

  // Someone else: the read page and the profile.
  const visitor = await browser.newPage();
  const visitorChecks = await guard(visitor);
  await new PastePage(visitor).open(paste.id);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(editedTitle);
  await visitorChecks.expectClean("the read page for a visitor");
  await new ProfilePage(visitor).goto(username);
  await visitorChecks.expectClean("the profile for a visitor");
  await visitor.close();
});

test("a payload username is refused; error messages from the URL stay text", async ({ page }) => {
  const checks = await guard(page);
  const payload = `<img src=x onerror=__xss('u')>`;

  // The form says so as you type, and the browser does not submit it.
  await page.goto("/signup");
  await page.getByLabel("Username", { exact: true }).fill(payload);
  await expect(page.getByTestId("username-status")).toHaveText(/may only contain/);
  await page.getByLabel("Password", { exact: true }).fill("a long enough password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await checks.expectClean("the sign-up form with a payload username");

  // Posted anyway: back to the form with the message, the payload shown as the field's value.
  const answer = await page.request.post("/auth/signup", {
    form: { username: payload, password: "a long enough password" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  const back = answer.headers()["location"]!;
  expect(back).toMatch(/^\/signup\?error=/);
  await page.goto(back);
  await expect(page.getByRole("alert").filter({ hasText: /username/i })).toBeVisible();
  await expect(page.getByLabel("Username", { exact: true })).toHaveValue(payload);
  await checks.expectClean("the sign-up page after a refused payload username");

  // A signed-in person cannot rename to one either.
  await signUpFresh(page, `rename${Date.now().toString(36)}`);
  const rename = await page.request.patch("/api/v3/settings/username", {
    data: { username: payload },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(rename.status()).toBe(400);

  // ?username= is shown as text (the field's value); ?error= only as a known code's message, so a
  // link cannot make the page say anything else.
  const query = `?error=${encodeURIComponent(PAYLOADS[0] + PAYLOADS[1])}&username=${encodeURIComponent(PAYLOADS[7])}`;
  for (const path of ["/signup", "/login"]) {
    await page.goto(`${path}${query}`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await checks.expectClean(`${path} with payloads in the URL`);
  }
  await page.goto("/login?error=Your+account+is+suspended.+Call+us+on+555-0100");
  await expect(page.getByText("Call us")).toHaveCount(0);
  await page.goto("/login?error=wrong_credentials");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Wrong username or password.");
});

async function anonymousPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page, checks: await guard(page) };
}

test("an announcement with payloads in its title and Markdown is a harmless banner", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const checks = await guard(page);
  await signInAsAdmin(page);
  const title = `${PAYLOADS[0]} ${PAYLOADS[1]} ${Date.now().toString(36)}`;
  const content = [
    "**Heads up**",
    "",
    ...PAYLOADS,
    "",
    "[x](javascript:window.__xss('mdlink'))",
    "![image](javascript:window.__xss('mdimg'))",
    "<javascript:window.__xss('autolink')>",
  ].join("\n");
  const created = await page.request.post("/api/v3/announcements", {
    data: { title, content },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  try {
    const visitor = await anonymousPage(browser);
    for (const path of ["/", "/login"]) {
      await visitor.page.goto(path);
      const banner = visitor.page.getByTestId("announcement-banner");
      await expect(banner).toContainText(title);
      await expect(banner.locator("strong", { hasText: "Heads up" })).toBeVisible();
      await visitor.checks.expectClean(`the banner on ${path}`);
    }
    const palette = new CommandPalette(visitor.page);
    await palette.open();
    await visitor.page.keyboard.press("Escape");
    await visitor.checks.expectClean("the banner page with the palette");
    await visitor.context.close();

    // The admin's list and its preview.
    await page.goto("/admin/announcements");
    await expect(page.getByTestId("announcement-item").first()).toContainText(title);
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const editing = page.locator("form", { has: page.getByRole("button", { name: "Save changes" }) });
    await expect(editing.getByLabel("Title")).toHaveValue(title);
    await expect(editing.getByLabel("Content (Markdown)")).toHaveValue(content);
    await checks.expectClean("the announcement's edit form");
    await page.reload();
    const form = page.locator("form", { has: page.getByRole("button", { name: "Publish" }) });
    await form.getByLabel("Content (Markdown)").fill(content);
    await form.getByRole("tab", { name: "Preview" }).click();
    await expect(form.getByTestId("announcement-preview").locator("strong")).toHaveText("Heads up");
    await checks.expectClean("the announcements admin page and its preview");
  } finally {
    const deleted = await page.request.delete(`/api/v3/announcements/${id}`, { headers: { Origin: new URL(page.url()).origin } });
    expect(deleted.status()).toBe(204);
  }
});
