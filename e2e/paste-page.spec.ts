import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { AuthPages } from "./pages/auth-pages";
import { HistoryPage } from "./pages/history-page";
import { createPaste, PastePage } from "./pages/paste-page";
import { SettingsPages } from "./pages/settings-pages";

// Reading pastes in the browser: highlighting without a flash, line links, Markdown, tabs, raw,
// encrypted pastes, 404s, embed, and the owner's actions. Tables, notebooks and diagrams:
// rich-views.spec.ts.

const python = 'def greet(name):\n    # say hello\n    return "hi " + name\n\nprint(greet("you"))\n';
const markdown =
  "# Notes\n\nSome **bold** text.\n\n```js\nconst answer = 42;\n```\n\n```mermaid\nsequenceDiagram\n  Reader->>Page: opens\n```\n\n<script>window.__pwned = true</script>\n";
async function seriousViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}

test("a public paste is highlighted by the server, with line links and tabs", async ({ page, request }) => {
  const paste = await createPaste(request, {
    title: "Greeting",
    pasties: [
      { title: "greet.py", content: python, language: "Python" },
      { title: "notes.md", content: markdown, language: "Markdown" },
    ],
  });
  const [py, md] = paste.pasties;
  const view = new PastePage(page);

  // Highlighting is in the server's HTML: no flash of plain text, works without JavaScript.
  const html = await (await request.get(`/${paste.id}`)).text();
  expect(html).toContain("<h-k>def</h-k>");

  await view.open(paste.id);
  await expect(page).toHaveTitle(/Greeting/);
  await expect(page.getByRole("heading", { level: 1, name: "Greeting" })).toBeVisible();
  // Five lines and the empty one after the final newline, as the stats API counts them.
  await expect(view.pasty("greet.py").getByText("6 lines", { exact: false })).toBeVisible();

  // Click a line number, then shift-click another: the URL names the range and it is marked.
  await view.clickLineNumber(`${py!.id}-L2`);
  await expect(page).toHaveURL(new RegExp(`#${py!.id}-L2$`));
  await expect(view.line(`${py!.id}-L2`)).toHaveClass(/line-selected/);
  await view.clickLineNumber(`${py!.id}-L4`, { shift: true });
  await expect(page).toHaveURL(new RegExp(`#${py!.id}-L2-L4$`));
  for (const line of [2, 3, 4]) await expect(view.line(`${py!.id}-L${line}`)).toHaveClass(/line-selected/);
  await expect(view.line(`${py!.id}-L5`)).not.toHaveClass(/line-selected/);

  // The Markdown pasty is another tab: rendered, raw HTML not executed, source on request.
  await page.getByRole("tab", { name: "notes.md" }).click();
  const notes = view.pasty("notes.md");
  await expect(notes.getByRole("heading", { name: "Notes", exact: true })).toBeVisible();
  await expect(notes.locator("strong")).toHaveText("bold");
  await expect(notes.locator(".hk").first()).toHaveText("const");
  // Its mermaid block is drawn in place.
  await expect(view.diagram("notes.md").getByText("opens")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await notes.getByRole("button", { name: /Show source/ }).click();
  await expect(notes.locator(".code")).toBeVisible();

  // A link to a line in the other tab opens that tab and marks the line (a fresh load, not a
  // hash change on the same document).
  await page.goto("about:blank");
  await view.open(paste.id, `#${md!.id}-L3`);
  await expect(page.getByRole("tab", { name: "notes.md" })).toHaveAttribute("aria-selected", "true");

  // Raw text is plain UTF-8.
  const raw = await request.get(`/raw/${paste.id}/${py!.id}`);
  expect(raw.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await raw.text()).toBe(python);

  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/screenshots/paste-light.png", fullPage: true });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: "test-results/screenshots/paste-dark.png", fullPage: true });
});

test("terminal output is shown with its colours, detected without being named, and raw keeps the bytes", async ({ page, request }) => {
  const output = "\x1b[1;31mFAIL\x1b[0m src/app.test.ts\n\x1b[32m✓\x1b[0m 41 passed <b>ok</b>\n";
  const paste = await createPaste(request, { pasties: [{ title: "test run", content: output, language: "Autodetect" }] });
  expect(paste.pasties[0]!.language).toBe("ANSI");

  await new PastePage(page).open(paste.id);
  const failed = page.locator("h-a.af-red", { hasText: "FAIL" });
  await expect(failed).toBeVisible();
  expect(await failed.evaluate((element) => getComputedStyle(element).fontWeight)).toBe("700");
  const colourOf = (text: string) => page.getByText(text, { exact: true }).evaluate((element) => getComputedStyle(element).color);
  expect(await colourOf("FAIL")).not.toBe(await colourOf("✓"));
  // The markup in the output is text, and no escape byte reaches the page.
  await expect(page.getByText("41 passed <b>ok</b>")).toBeVisible();
  expect(await page.locator("main").innerText()).not.toContain("\x1b");

  const raw = await request.get(`/raw/${paste.id}/${paste.pasties[0]!.id}`);
  expect(await raw.text()).toBe(output);
});

test("a visitor forks a paste: the fork names its origin, the origin lists the fork at once", async ({ page, request }) => {
  const origin = await createPaste(request, {
    title: "Forkable",
    pasties: [{ title: "main.go", content: "package main\n", language: "Go" }],
  });
  const view = new PastePage(page);
  await view.open(origin.id);
  // Viewed once, so the origin's page is kept by the response cache: the fork must reach it.
  await expect(page.getByText(/\d+ forks?/)).toHaveCount(0);

  await page.getByRole("button", { name: "Fork" }).click();
  await expect(page).not.toHaveURL(new RegExp(`/${origin.id}$`));
  const facts = page.getByRole("list", { name: "About this paste" });
  await expect(facts.getByRole("link", { name: "Forkable" })).toHaveAttribute("href", `/${origin.id}`);
  await expect(page.getByText("package main")).toBeVisible();
  const forkId = new URL(page.url()).pathname.slice(1);
  // Fork and origin share their title: the comparison tells them apart by id.
  await facts.getByRole("link", { name: "Compare with original" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Comparing Forkable (${origin.id}) with Forkable (${forkId})`);
  await expect(page.getByRole("region", { name: "Changes of main.go" })).toBeVisible();

  await view.open(origin.id);
  await page.getByText("1 fork", { exact: true }).click();
  await expect(page.getByRole("link", { name: "Forkable" })).toHaveAttribute("href", `/${forkId}`);
});

test("the read page of code loads neither the editor nor Mermaid", async ({ page, request }) => {
  const paste = await createPaste(request, { pasties: [{ content: "x = 1", language: "Python" }] });
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text());
  });
  await new PastePage(page).open(paste.id);
  // eslint-disable-next-line playwright/no-networkidle -- "nothing more loads" is the condition: every script the page fetches, lazy chunks too, is checked
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  // "cm-editor" is the class CodeMirror's view gives every editor: its code is not on this page.
  expect(scripts.filter((source) => source.includes("cm-editor"))).toEqual([]);
  // Nor mermaid and the code that draws with it (components/paste/mermaid.ts), which both set maxTextSize.
  expect(scripts.filter((source) => source.includes("maxTextSize"))).toEqual([]);
});

test("missing and other people's private pastes are the same friendly 404", async ({ page, browser }) => {
  const auth = new AuthPages(page);
  await auth.signUp("reader-owner", "a long enough password");
  const secret = await createPaste(page.request, { title: "Secret plans", private: true, pasties: [{ content: "the plan" }] });
  await new PastePage(page).open(secret.id);
  await expect(page.getByText("the plan")).toBeVisible();
  await expect(page).toHaveTitle("Private paste · Myst");

  const stranger = await browser.newPage();
  for (const path of [`/${secret.id}`, "/nosuchid", `/raw/${secret.id}/${secret.pasties[0]!.id}`]) {
    const response = await stranger.goto(path);
    expect(response?.status(), path).toBe(404);
    const body = await stranger.content();
    expect(body, path).not.toContain("Secret plans");
    expect(body, path).not.toContain("the plan");
  }
  await stranger.goto(`/${secret.id}`);
  await expect(stranger.getByRole("heading", { name: "Nothing here" })).toBeVisible();
  await stranger.close();
});

test("an encrypted paste asks for its password and opens with the right one", async ({ page, request }) => {
  const paste = await createPaste(
    request,
    { title: "Locked", encrypted: true, pasties: [{ content: "buried treasure", language: "Text" }] },
    { "Encryption-Key": "open sesame" },
  );
  const view = new PastePage(page);
  await view.open(paste.id);
  await expect(page.getByRole("heading", { name: "This paste is encrypted" })).toBeVisible();
  expect(await page.content()).not.toContain("buried treasure");
  await expect(page).toHaveTitle("Encrypted paste · Myst");

  await view.unlock("wrong guess");
  await expect(page.getByRole("alert").filter({ hasText: "password" })).toContainText("not right");
  await view.unlock("open sesame");
  await expect(page.getByText("buried treasure")).toBeVisible();
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === `myst_key_${paste.id}`);
  expect(cookie?.httpOnly).toBe(true);
  // The unlocked paste's raw view works in this browser (its cookie carries the key).
  const raw = await page.request.get(`/raw/${paste.id}/${paste.pasties[0]!.id}`);
  expect(await raw.text()).toBe("buried treasure");
});

test("an encrypted paste's history asks for the password and comes back to the version", async ({ page, browser }) => {
  const auth = new AuthPages(page);
  await auth.signUp("history-locker", "a long enough password");
  const key = { "Encryption-Key": "history key" };
  const paste = await createPaste(page.request, { title: "Sealed", encrypted: true, pasties: [{ content: "first draft" }] }, key);
  const edited = await page.request.patch(`/api/v3/pastes/${paste.id}`, {
    data: { pasties: [{ id: paste.pasties[0]!.id, content: "second draft" }] },
    headers: { Origin: new URL(page.url()).origin, ...key },
  });
  expect(edited.status()).toBe(200);
  const [edit] = (await (await page.request.get(`/api/v3/pastes/${paste.id}/history_compact`)).json()) as { id: string }[];

  // A visitor without the password: the prompt on both history pages, never a server error.
  const visitor = await browser.newPage();
  for (const path of [`/${paste.id}/history/${edit!.id}`, `/${paste.id}/history/${edit!.id}/diff`]) {
    const response = await visitor.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(visitor.getByRole("heading", { name: "This paste is encrypted" })).toBeVisible();
    expect(await visitor.content()).not.toContain("first draft");
  }
  const view = new PastePage(visitor);
  await view.unlock("not it");
  await expect(visitor).toHaveURL(new RegExp(`/${paste.id}/history/${edit!.id}/diff\\?unlock=failed$`));
  await expect(visitor.getByRole("alert").filter({ hasText: "password" })).toContainText("not right");
  await view.unlock("history key");
  await expect(visitor).toHaveURL(new RegExp(`/${paste.id}/history/${edit!.id}/diff$`));
  await expect(visitor.locator(".diff-side-by-side .diff-del")).toContainText("first draft");
  await visitor.goto(`/${paste.id}/history/${edit!.id}`);
  await expect(visitor.getByText("first draft")).toBeVisible();
  await visitor.close();
});

test("the embed view is minimal and may be framed; the paste page may not", async ({ request }) => {
  const paste = await createPaste(request, { title: "Embeddable", pasties: [{ content: "echo hi", language: "Shell" }] });
  const embed = await request.get(`/${paste.id}/embed`);
  expect(embed.status()).toBe(200);
  expect(embed.headers()["x-frame-options"]).toBeUndefined();
  expect(embed.headers()["content-security-policy"]).toContain("frame-ancestors *");
  const embedHtml = await embed.text();
  expect(embedHtml).toMatch(/<h-[a-z]>/);
  // Nothing of the site's chrome inside someone else's page.
  expect(embedHtml).not.toContain('class="site-header"');
  const page = await request.get(`/${paste.id}`);
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("the owner stars, pins, tags, views history, deletes and restores from the bin; others cannot", async ({ page, browser }) => {
  const auth = new AuthPages(page);
  await auth.signUp("paste-owner", "a long enough password");
  const paste = await createPaste(page.request, { title: "Mine", pasties: [{ title: "a.txt", content: "one\ntwo" }] });
  const edited = await page.request.patch(`/api/v3/pastes/${paste.id}`, {
    data: { title: "Mine", pasties: [{ id: paste.pasties[0]!.id, title: "a.txt", content: "one\nthree" }] },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(edited.status()).toBe(200);

  const view = new PastePage(page);
  await view.open(paste.id);
  const toolbar = view.toolbar();
  // The owner's controls are a group of their own, led by a labelled Edit.
  await expect(toolbar.getByRole("group", { name: "Yours" }).getByRole("link", { name: "Edit" })).toHaveText("Edit");
  await toolbar.getByRole("button", { name: /^Star/ }).click();
  await expect(toolbar.getByRole("button", { name: "Unstar (1 star)" })).toBeVisible();
  await toolbar.getByRole("button", { name: "Pin" }).click();
  await expect(page.getByText("pinned", { exact: true })).toBeVisible();
  await expect(toolbar.getByRole("button", { name: "Make private" })).toBeDisabled();
  await toolbar.getByRole("button", { name: "Tags" }).click();
  await page.getByLabel("Tags, separated by commas").fill("notes, demo");
  await page.getByRole("button", { name: "Save tags" }).click();
  await expect(page.getByRole("list", { name: "Tags" })).toContainText("demo");

  await toolbar.getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { name: "History of Mine" })).toBeVisible();
  await page.getByRole("link", { name: "What changed" }).click();
  await expect(page.locator(".diff-side-by-side .diff-del")).toContainText("two");
  await expect(page.locator(".diff-side-by-side .diff-ins")).toContainText("three");
  expect(await seriousViolations(page)).toEqual([]);

  // Another visitor sees the paste without the owner's controls or tags.
  const visitor = await browser.newPage();
  await new PastePage(visitor).open(paste.id);
  await expect(new PastePage(visitor).toolbar().getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expect(new PastePage(visitor).toolbar().getByRole("group", { name: "Yours" })).toHaveCount(0);
  await expect(visitor.getByRole("list", { name: "Tags" })).toHaveCount(0);
  await visitor.close();

  await view.open(paste.id);
  await toolbar.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog")).toContainText("recycle bin for 30 days");
  await page.getByRole("dialog").getByRole("button", { name: "Delete paste" }).click();
  await expect(page).not.toHaveURL(new RegExp(`/${paste.id}$`));
  expect((await page.request.get(`/api/v3/pastes/${paste.id}`)).status()).toBe(404);

  // The recycle bin keeps it until restored: back as it was, stars and tags included.
  const settings = new SettingsPages(page);
  await settings.gotoBin();
  await expect(settings.binRow("Mine")).toContainText(paste.id);
  await settings.restoreFromBin("Mine");
  await view.open(paste.id);
  await expect(toolbar.getByRole("button", { name: "Unstar (1 star)" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Tags" })).toContainText("demo");
});

test("the owner restores an earlier version from its page; the history keeps the one it replaced, and a revision is purged", async ({
  page,
  browser,
}) => {
  const auth = new AuthPages(page);
  await auth.signUp(`restorer${Date.now().toString(36)}`, "a long enough password");
  const paste = await createPaste(page.request, { title: "Draft one", pasties: [{ title: "a.txt", content: "the first words" }] });
  const edited = await page.request.patch(`/api/v3/pastes/${paste.id}`, {
    data: { title: "Draft two", pasties: [{ id: paste.pasties[0]!.id, content: "the second words" }] },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(edited.status()).toBe(200);
  const [edit] = (await (await page.request.get(`/api/v3/pastes/${paste.id}/history_compact`)).json()) as { id: string }[];

  // A visitor reads the earlier version but has nothing to restore it with.
  const visitor = await browser.newPage();
  await visitor.goto(`/${paste.id}/history/${edit!.id}`);
  await expect(visitor.getByText("the first words")).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Restore this version" })).toHaveCount(0);
  await visitor.close();

  await page.goto(`/${paste.id}/history/${edit!.id}`);
  await page.getByRole("button", { name: "Restore this version" }).click();
  await expect(page).toHaveURL(new RegExp(`/${paste.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Draft one" })).toBeVisible();
  await expect(page.getByText("the first words")).toBeVisible();
  const history = new HistoryPage(page);
  await history.open(paste.id);
  await expect(page.getByRole("link", { name: "What changed" })).toHaveCount(2);

  // Revision 1 ("the second words") purged: a marker in its place, no diff beside it, its page 410,
  // for a visitor too, whose earlier view of it the server's cache may have kept.
  const reader = await browser.newPage();
  const diffOfRevisionOne = `/${paste.id}/history/${edit!.id}/diff`;
  await reader.goto(diffOfRevisionOne);
  await expect(reader.getByText("the second words").first()).toBeVisible();
  await history.purge(1);
  await expect(history.marker(1)).toBeVisible();
  await expect(history.purgeButton(1)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "What changed" })).toHaveCount(0);
  await expectAccessible(page, "the history with a purged revision");
  for (const viewer of [page, reader]) {
    const purgedPage = await viewer.goto(diffOfRevisionOne);
    expect(purgedPage?.status()).toBe(410);
    await expect(viewer.getByRole("heading", { level: 1, name: "This revision was purged" })).toBeVisible();
    await expect(viewer.getByText("the second words")).toHaveCount(0);
  }
  await reader.close();
});

test("line links: a shift-click selects lines, not text; a bare #L3 is the first pasty's; the keyboard links lines too", async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const paste = await createPaste(request, {
    title: "Two files",
    pasties: [
      { title: "greet.py", content: python, language: "Python" },
      { title: "sum.ts", content: "const a = 1;\nconst b = 2;\nconst c = a + b;\nconsole.log(c);\n", language: "TypeScript" },
    ],
  });
  const [py, ts] = paste.pasties;
  const view = new PastePage(page);

  // A link written by hand, GitHub-style, without the pasty: the first pasty's line 3.
  await view.open(paste.id, "#L3");
  await expect(view.line(`${py!.id}-L3`)).toHaveClass(/line-selected/);
  await expect(view.line(`${py!.id}-L3`)).toBeInViewport();

  // Shift-click extends the selected lines and leaves no text selected in the page.
  await view.clickLineNumber(`${py!.id}-L2`);
  await view.clickLineNumber(`${py!.id}-L5`, { shift: true });
  await expect(page).toHaveURL(new RegExp(`#${py!.id}-L2-L5$`));
  for (const line of [2, 3, 4, 5]) await expect(view.line(`${py!.id}-L${line}`)).toHaveClass(/line-selected/);
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe("");

  // Without a mouse: "Link to lines" of the other pasty asks for the lines, selects them and copies the link.
  await page.getByRole("tab", { name: "sum.ts" }).click();
  // It sits with what else is done with the pasty's text: an image of it, Copy and Raw.
  const textActions = view.pasty("sum.ts").locator(".pasty-actions");
  await expect(textActions.getByRole("button")).toHaveText(["Link to lines", "Download as image", "Copy"]);
  await expect(textActions.getByRole("link", { name: "Raw text of sum.ts" })).toBeVisible();
  await view.pasty("sum.ts").getByRole("button", { name: "Link to lines of sum.ts" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Link to lines of sum.ts" });
  await expect(dialog.getByLabel("From line")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("2");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("3");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`#${ts!.id}-L2-L3$`));
  for (const line of [2, 3]) await expect(view.line(`${ts!.id}-L${line}`)).toHaveClass(/line-selected/);
  await expect(view.line(`${py!.id}-L2`)).not.toHaveClass(/line-selected/);
  await expect(page.getByText("Link to the lines copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/${paste.id}#${ts!.id}-L2-L3`);
  expect(await seriousViolations(page)).toEqual([]);
});
