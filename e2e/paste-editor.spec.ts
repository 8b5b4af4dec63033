import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { AuthPages } from "./pages/auth-pages";
import { EditorPage } from "./pages/editor-page";

// The paste editor (issue 6): create, options, tabs, languages, drafts, files, encryption, edit, clone.

interface ApiPaste {
  id: string;
  title: string;
  ownerId: string | null;
  private: boolean;
  pinned: boolean;
  tags: string[];
  pasties: { id: string; title: string; content: string; language: string }[];
}

const DRAFT_KEY = "myst:paste-draft:v1";
const password = "a good long password";
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function apiPaste(page: Page, id: string, headers: Record<string, string> = {}): Promise<ApiPaste> {
  const response = await page.request.get(`/api/v3/pastes/${id}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiPaste;
}

test("an anonymous paste with two tabs, one renamed (its extension sets the language), one chosen by search", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.goto();
  await editor.title.fill("Two files");
  await editor.pasteContent('fn main() {\n    println!("hi");\n}');
  await editor.renamePasty("main.rs");
  await expect(editor.tab("main.rs")).toBeVisible();
  await expect(editor.languageButton).toContainText("Rust");
  // The grammar loads on demand: Rust keywords get the shared token classes.
  await expect(editor.activeContent().locator(".hk").first()).toHaveText("fn");

  await editor.addPasty();
  await editor.pasteContent("# Notes\n\nSome *text*.");
  await editor.chooseLanguage("markd", "Markdown");
  await expect(editor.tab("Pasty 2")).toHaveAttribute("aria-current", "true");
  await expect(editor.cursorPosition).toHaveText(/^Ln 3, Col \d+/);
  // With two pasties, the size says whose it is: the selected pasty's and the paste's.
  await expect(page.getByTestId("editor-size")).toHaveText("this pasty 21 bytes · paste 54 bytes");

  const id = await editor.create();
  expect(page.url()).toMatch(new RegExp(`/${id}$`));
  const paste = await apiPaste(page, id);
  expect(paste).toMatchObject({ title: "Two files", ownerId: null, private: false, pinned: false });
  expect(paste.pasties.map(({ title, language, content }) => ({ title, language, content }))).toEqual([
    { title: "main.rs", language: "Rust", content: 'fn main() {\n    println!("hi");\n}' },
    { title: "", language: "Markdown", content: "# Notes\n\nSome *text*." },
  ]);
});

test("tabs reorder with the keyboard and close, keeping at least one", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.goto();
  await editor.pasteContent("first");
  await editor.renamePasty("one");
  await editor.addPasty();
  await editor.pasteContent("second");
  await editor.renamePasty("two");

  // Each key waits for what dnd-kit tells a screen reader about it. Under load its keyboard sensor
  // may still miss a key; moving "two" left again once it is first changes nothing, so the
  // gesture can simply be retried.
  const announced = page.locator('[id^="DndLiveRegion"]');
  await expect(async () => {
    await page.getByRole("button", { name: "Move two" }).focus();
    // A drag left lifted by a failed attempt is put back first (Escape cancels it; without one it does nothing).
    await page.keyboard.press("Escape");
    await page.keyboard.press("Space");
    // Lifted: dnd-kit says so, then that it is over its own place.
    await expect(announced).toHaveText(/^(Picked up two|two is over position 2 of 2)/, { timeout: 1000 });
    await page.keyboard.press("ArrowLeft");
    await expect(announced).toHaveText(/over position 1 of 2/, { timeout: 1000 });
    await page.keyboard.press("Space");
    await expect(editor.tabs.getByRole("button", { name: /^(one|two)$/ })).toHaveText(["two", "one"], { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // Closing a pasty with content asks first.
  await page.getByRole("button", { name: "Close one" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Close pasty" }).click();
  await expect(editor.tabs).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Close two" })).toBeDisabled();

  const id = await editor.create();
  expect((await apiPaste(page, id)).pasties.map((pasty) => pasty.title)).toEqual(["two"]);
});

test("Ctrl+Enter creates the paste from inside the editor", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.goto();
  await editor.pasteContent("created with the keyboard");
  await editor.activeContent().press("Control+Enter");
  const id = await editor.waitForPastePage();
  expect((await apiPaste(page, id)).pasties[0]!.content).toBe("created with the keyboard");
});

test("errors show next to their field; fields stop at the server's limits", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.goto();
  await page.getByRole("button", { name: "Create paste" }).click();
  await expect(page.locator("#pasty-content-error")).toHaveText("Write or paste something first.");
  await expect(page).toHaveURL(/\/$/);
  // The limits of lib/pastes/schema.ts: 128 characters for a title, 50 for a pasty's.
  await editor.title.fill("t".repeat(200));
  await expect(editor.title).toHaveValue("t".repeat(128));
  await editor.pastyTitle.fill("p".repeat(60));
  await expect(editor.pastyTitle).toHaveValue("p".repeat(50));
});

test("the draft survives a reload and is cleared once the paste is created", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.goto();
  await editor.title.fill("Draft title");
  await editor.expires.selectOption("1d");
  await editor.pasteContent("draft content\nsecond line");
  await editor.renamePasty("draft.txt");
  await editor.addPasty();
  await editor.pasteContent("another tab");
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain("another tab");

  // Leaving with unsaved work asks first; staying keeps everything.
  const asked = new Promise<string>((resolve) => page.once("dialog", (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
  await page.getByRole("link", { name: "Myst", exact: true }).click();
  expect(await asked).toBe("beforeunload");
  await expect(editor.title).toHaveValue("Draft title");

  page.on("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await editor.waitReady();
  await expect(editor.title).toHaveValue("Draft title");
  await expect(editor.expires).toHaveValue("1d");
  await expect(editor.tabs).toHaveCount(2);
  await editor.tab("draft.txt").click();
  await editor.expectContent("draft content\nsecond line");

  const id = await editor.create();
  expect((await apiPaste(page, id)).pasties.map((pasty) => pasty.content)).toEqual(["draft content\nsecond line", "another tab"]);
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  await editor.goto();
  await expect(editor.title).toHaveValue("");
});

test("a signed-in writer cannot pick conflicting options; a private tagged paste is created", async ({ page }) => {
  const auth = new AuthPages(page);
  await auth.signUp(unique("opts"), password);
  const editor = new EditorPage(page);
  await editor.goto();
  const [privateSwitch, pinned, anonymous] = [editor.switch("Private"), editor.switch("Pinned"), editor.switch("Anonymous")];

  await privateSwitch.check();
  await expect(pinned).toBeDisabled();
  await expect(page.locator("#paste-pinned-hint")).toHaveText("A private paste cannot be pinned.");
  await expect(anonymous).toBeDisabled();
  await expect(page.locator("#paste-anonymous-hint")).toHaveText("A private paste cannot be anonymous.");
  await privateSwitch.uncheck();

  await pinned.check();
  await expect(privateSwitch).toBeDisabled();
  await expect(page.locator("#paste-private-hint")).toHaveText("A pinned paste cannot be private.");
  await pinned.uncheck();

  await anonymous.check();
  await expect(privateSwitch).toBeDisabled();
  await expect(pinned).toBeDisabled();
  await expect(page.getByLabel("Tags", { exact: true })).toBeDisabled();
  await expect(page.locator("#paste-tags-hint")).toHaveText("An anonymous paste cannot have tags.");
  await anonymous.uncheck();

  const tags = page.getByLabel("Tags", { exact: true });
  await tags.fill("work");
  await tags.press("Enter");
  await expect(page.getByRole("list", { name: "Chosen tags" })).toContainText("work");
  await expect(anonymous).toBeDisabled();
  await expect(page.locator("#paste-anonymous-hint")).toHaveText("A tagged paste cannot be anonymous.");
  await privateSwitch.check();
  await page.screenshot({ path: "test-results/screenshots/create-signed-in.png", fullPage: true });

  await editor.pasteContent("private and tagged");
  const id = await editor.create();
  const paste = await apiPaste(page, id);
  expect(paste).toMatchObject({ private: true, pinned: false, tags: ["work"] });
  expect(paste.ownerId).not.toBeNull();

  // The tag is offered the next time.
  await editor.goto();
  await expect(page.locator("#paste-tags-suggestions option")).toHaveCount(1);
});

test("code pasted into an Autodetect tab gets a detected language", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.goto();
  await expect(editor.languageButton).toContainText("Autodetect");
  const python = [
    "import sys",
    "",
    "def greet(name):",
    '    """Say hello."""',
    '    print(f"Hello, {name}!")',
    "",
    'if __name__ == "__main__":',
    "    for arg in sys.argv[1:]:",
    "        greet(arg)",
  ].join("\n");
  await editor.pasteContent(python);
  await expect(editor.detectedLanguage).toHaveText("Python");
  const id = await editor.create();
  expect((await apiPaste(page, id)).pasties[0]!.language).toBe("Python");
});

test("dropping files onto the editor opens a tab per file, named after it, in its language", async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.goto();
  await editor.dropFiles([
    { name: "hello.py", content: 'print("hello")\n' },
    { name: "style.css", content: "body { color: red; }\n" },
  ]);
  // The untouched empty tab made way for the files.
  await expect(editor.tabs).toHaveCount(2);
  await expect(editor.tab("hello.py")).toHaveAttribute("aria-current", "true");
  await expect(editor.languageButton).toContainText("Python");
  await expect(editor.pastyTitle).toHaveValue("hello.py");
  await editor.expectContent('print("hello")');
  await editor.tab("style.css").click();
  await expect(editor.languageButton).toContainText("CSS");

  const id = await editor.create();
  expect((await apiPaste(page, id)).pasties.map(({ title, language }) => ({ title, language }))).toEqual([
    { title: "hello.py", language: "Python" },
    { title: "style.css", language: "CSS" },
  ]);
});

test("an encrypted paste is created and unlocked for this browser", async ({ page, context, baseURL }) => {
  const editor = new EditorPage(page);
  await editor.goto();
  await editor.pasteContent("top secret");
  await page.getByRole("switch", { name: "Encrypt with a password" }).check();
  await page.getByRole("button", { name: "Create paste" }).click();
  await expect(page.locator("#paste-password-error")).toHaveText("Choose a password to encrypt the paste with.");
  await page.getByLabel("Password", { exact: true }).fill("correct horse");
  // The password is never part of the draft: a draft saved after it was typed does not hold it.
  await editor.title.fill("Saved after the password");
  const draft = () => page.evaluate((key) => localStorage.getItem(key) ?? "", DRAFT_KEY);
  await expect.poll(draft).toContain("Saved after the password");
  expect(await draft()).not.toContain("correct horse");

  const id = await editor.create();
  // Without the key (and without this browser's cookies) the content stays locked.
  const locked = await fetch(`${baseURL}/api/v3/pastes/${id}`);
  expect(locked.status).toBe(400);
  expect(((await locked.json()) as { message: string }).message).toBe("Missing encryption key.");
  expect((await apiPaste(page, id, { "Encryption-Key": "correct horse" })).pasties[0]!.content).toBe("top secret");
  const cookie = (await context.cookies()).find((candidate) => candidate.name === `myst_key_${id}`);
  expect(cookie).toMatchObject({ httpOnly: true });
});

test("the owner edits a paste: content and tags saved, the edit recorded in the history", async ({ page, baseURL, browser }) => {
  const auth = new AuthPages(page);
  await auth.signUp(unique("edit"), password);
  const created = await page.request.post("/api/v3/pastes", {
    headers: { Origin: new URL(baseURL!).origin },
    data: { title: "Editable", tags: ["old"], pasties: [{ title: "a.txt", content: "before", language: "Text" }] },
  });
  expect(created.status()).toBe(201);
  const original = (await created.json()) as ApiPaste;

  const editor = new EditorPage(page);
  await editor.goto(`/${original.id}/edit`);
  await expect(editor.title).toHaveValue("Editable");
  await expect(page.getByRole("list", { name: "Chosen tags" })).toContainText("old");
  await editor.expectContent("before");
  await page.screenshot({ path: "test-results/screenshots/edit.png", fullPage: true });
  await editor.pasteContent("after the edit");
  await page.getByRole("button", { name: "Remove tag old" }).click();
  const tags = page.getByLabel("Tags", { exact: true });
  await tags.fill("new");
  await tags.press("Enter");
  expect(await editor.save()).toBe(original.id);

  const paste = await apiPaste(page, original.id);
  expect(paste.pasties).toEqual([{ ...original.pasties[0]!, content: "after the edit" }]);
  expect(paste.tags).toEqual(["new"]);
  const history = await page.request.get(`/api/v3/pastes/${original.id}/history_compact`);
  expect((await history.json()) as unknown[]).toHaveLength(1);

  // Someone else gets the not-found page; a visitor is asked to sign in.
  const other = await browser.newPage({ baseURL });
  await new AuthPages(other).signUp(unique("other"), password);
  const response = await other.goto(`/${original.id}/edit`);
  expect(response?.status()).toBe(404);
  await other.context().clearCookies();
  await other.goto(`/${original.id}/edit`);
  await expect(other).toHaveURL(/\/login\?next=/);
  await other.close();
});

test("?clone= prefills the form from a paste", async ({ page, baseURL }) => {
  const response = await fetch(`${baseURL}/api/v3/pastes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      title: "Original",
      pasties: [
        { title: "lib.rs", content: "pub fn x() {}", language: "Rust" },
        { title: "notes", content: "plain", language: "Text" },
      ],
    }),
  });
  const original = (await response.json()) as ApiPaste;
  const editor = new EditorPage(page);
  await editor.goto(`/?clone=${original.id}`);
  await expect(editor.title).toHaveValue("Copy of Original");
  await expect(editor.tabs).toHaveCount(2);
  await expect(editor.pastyTitle).toHaveValue("lib.rs");
  await expect(editor.languageButton).toContainText("Rust");
  await editor.expectContent("pub fn x() {}");

  const id = await editor.create();
  expect(id).not.toBe(original.id);
  expect((await apiPaste(page, id)).pasties.map((pasty) => pasty.content)).toEqual(["pub fn x() {}", "plain"]);

  await editor.goto("/?clone=nosuchid");
  await expect(page.getByText("The paste to copy was not found")).toBeVisible();
});

test("the create page in light and dark, and at 360 px wide", async ({ page }) => {
  const editor = new EditorPage(page);
  await page.emulateMedia({ colorScheme: "light" });
  await editor.goto();
  await editor.title.fill("A screenshot");
  await editor.pasteContent('const greeting = "hello";\nconsole.log(greeting);');
  await editor.chooseLanguage("javascr", "JavaScript");
  await expect(editor.activeContent().locator(".hk").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/create.png", fullPage: true });
  const audit = await new AxeBuilder({ page })
    .include('[data-testid="paste-form"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(13, 17, 23)");
  await page.screenshot({ path: "test-results/screenshots/create-dark.png", fullPage: true });

  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: "test-results/screenshots/create-360.png", fullPage: true });
});
