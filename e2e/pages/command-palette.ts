import { expect, type Page } from "@playwright/test";

/** The Ctrl/Cmd+K palette. */
export class CommandPalette {
  constructor(private readonly page: Page) {}

  dialog() {
    return this.page.getByRole("dialog", { name: "Command palette" });
  }

  input() {
    return this.dialog().getByRole("combobox", { name: "Command palette" });
  }

  /** Ctrl+K; pressed again until the page has hydrated and listens (a person is never that quick). */
  async open(): Promise<void> {
    await expect(async () => {
      if (!(await this.dialog().isVisible())) await this.page.keyboard.press("Control+K");
      await expect(this.dialog()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(this.input()).toBeFocused();
  }

  async search(text: string): Promise<void> {
    await this.input().fill(text);
  }

  option(name: string | RegExp) {
    return this.dialog().getByRole("option", { name });
  }

  selected() {
    return this.dialog().locator('[role="option"][aria-selected="true"]');
  }

  async run(name: string): Promise<void> {
    await this.open();
    await this.search(name);
    // The entry the words name, not merely one that contains them (the site-wide search repeats them).
    await expect(this.selected()).toHaveText(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    await this.page.keyboard.press("Enter");
    await expect(this.dialog()).toBeHidden();
  }
}
