import { expect, type Page } from "@playwright/test";

/** A profile (/~:username) as a visitor reads it. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async goto(username: string, query = ""): Promise<void> {
    const response = await this.page.goto(`/~${username}${query}`);
    expect(response?.status()).toBe(200);
    await expect(this.page.getByRole("heading", { level: 1 })).toHaveText(username);
  }

  /** A list by its name: "Pinned pastes", "All pastes", a tag's. */
  list(name: string) {
    return this.page.getByRole("list", { name, exact: true });
  }

  async titles(name: string): Promise<string[]> {
    return this.list(name).locator(".paste-item-title").allTextContents();
  }

  item(title: string) {
    return this.page.getByTestId("paste-item").filter({ has: this.page.getByRole("link", { name: title, exact: true }) });
  }

  pagination() {
    return this.page.getByRole("navigation", { name: "Pages of pastes" });
  }

  tagFilter() {
    return this.page.getByRole("navigation", { name: "Filter by tag" });
  }

  /** The profile's lists: "Pastes" and "Starred". */
  views() {
    return this.page.getByRole("navigation", { name: "Lists" });
  }
}
