import { expect, type Locator, type Page } from "@playwright/test";

/** The create and edit forms of a paste (components/editor), as a writer uses them. */
export class EditorPage {
  readonly form: Locator;
  readonly title: Locator;
  readonly expires: Locator;
  readonly pastyTitle: Locator;
  readonly languageButton: Locator;
  readonly detectedLanguage: Locator;
  readonly tabs: Locator;
  readonly cursorPosition: Locator;
  readonly formAlert: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("paste-form");
    this.title = page.getByLabel("Title", { exact: true });
    this.expires = page.getByLabel("Expires", { exact: true });
    this.pastyTitle = page.getByLabel("Pasty title", { exact: true });
    this.languageButton = page.locator("#pasty-language");
    this.detectedLanguage = page.getByTestId("detected-language");
    this.tabs = page.getByTestId("pasty-tab");
    this.cursorPosition = page.getByTestId("cursor-position");
    this.formAlert = page.locator("#paste-form-alert");
  }

  /** Opens a form and waits until it is interactive (hydrated, draft restored, editor loaded). */
  async goto(path = "/"): Promise<void> {
    await this.page.goto(path);
    await this.waitReady();
  }

  async waitReady(): Promise<void> {
    await expect(this.form).toHaveAttribute("data-ready", "true");
    await expect(this.activeContent()).toBeVisible();
  }

  /** The CodeMirror content of the selected pasty. */
  activeContent(): Locator {
    return this.page.locator('[data-testid="editor-pane"]:not([hidden]) .cm-content');
  }

  /** The scrolling area of the selected pasty's lines (what the first screen shows of it). */
  activeScroller(): Locator {
    return this.page.locator('[data-testid="editor-pane"]:not([hidden]) .cm-scroller');
  }

  tab(label: string): Locator {
    return this.page.getByRole("list", { name: "Pasties" }).getByRole("button", { name: label, exact: true });
  }

  switch(name: string): Locator {
    return this.page.getByRole("switch", { name, exact: true });
  }

  async addPasty(): Promise<void> {
    const before = await this.tabs.count();
    await this.page.getByRole("button", { name: "Add pasty" }).click();
    await expect(this.tabs).toHaveCount(before + 1);
    await expect(this.activeContent()).toBeVisible();
  }

  async renamePasty(title: string): Promise<void> {
    await this.pastyTitle.fill(title);
  }

  /** Replaces the selected pasty's content the way a clipboard paste does (CodeMirror's paste handler). */
  async pasteContent(text: string): Promise<void> {
    const content = this.activeContent();
    await content.click();
    await this.page.keyboard.press("ControlOrMeta+a");
    await content.evaluate((element, pasted) => {
      const data = new DataTransfer();
      data.setData("text/plain", pasted);
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
    await expect(content).toContainText(text.split("\n")[0]!);
  }

  /** The selected pasty holds `text` (CodeMirror renders a line per element; trailing blank lines aside). */
  async expectContent(text: string): Promise<void> {
    const shown = () => this.activeContent().evaluate((element) => (element as HTMLElement).innerText.replace(/\n+$/, ""));
    await expect.poll(shown).toBe(text.replace(/\n+$/, ""));
  }

  /** Opens the language picker, searches, and picks the option named `name`. */
  async chooseLanguage(search: string, name: string): Promise<void> {
    await this.languageButton.click();
    const searchBox = this.page.getByRole("combobox", { name: "Search languages" });
    await searchBox.fill(search);
    await this.page.getByRole("option", { name, exact: true }).click();
    await expect(searchBox).toHaveCount(0);
    await expect(this.languageButton).toContainText(name);
  }

  /** Drops files onto the editor as a file manager would (a drop event carrying a DataTransfer). */
  async dropFiles(files: { name: string; content: string }[]): Promise<void> {
    const dataTransfer = await this.page.evaluateHandle((list) => {
      const data = new DataTransfer();
      for (const file of list) data.items.add(new File([file.content], file.name, { type: "text/plain" }));
      return data;
    }, files);
    const target = this.page.locator(".editor-surface");
    await target.dispatchEvent("dragenter", { dataTransfer });
    await target.dispatchEvent("dragover", { dataTransfer });
    await target.dispatchEvent("drop", { dataTransfer });
  }

  async create(): Promise<string> {
    await this.page.getByRole("button", { name: "Create paste" }).click();
    return this.waitForPastePage();
  }

  /**
   * Creates a burn-after-reading paste, whose writer stays on a confirmation instead of its page
   * (components/editor/read-once-created.tsx); answers the link it shows.
   */
  async createReadOnce(): Promise<string> {
    await this.page.getByRole("button", { name: "Create paste" }).click();
    await expect(this.readOnceHeading()).toBeFocused();
    return (await this.page.locator("#read-once-link").textContent())!;
  }

  readOnceHeading(): Locator {
    return this.page.getByRole("heading", { name: "Paste created: it can be read once" });
  }

  async save(): Promise<string> {
    await this.page.getByRole("button", { name: "Save changes" }).click();
    return this.waitForPastePage();
  }

  /** Waits for the navigation to /<id> and answers the id. */
  async waitForPastePage(): Promise<string> {
    await this.page.waitForURL(/\/[a-z0-9]{8}$/);
    return new URL(this.page.url()).pathname.slice(1);
  }
}
