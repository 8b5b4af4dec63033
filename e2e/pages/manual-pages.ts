import { expect, type Page } from "@playwright/test";

/** The manual served at /docs (app/(site)/docs). */
export class ManualPages {
  constructor(private readonly page: Page) {}

  /** The page's text: the article that holds its Markdown. */
  article() {
    return this.page.getByRole("main").getByRole("article");
  }

  heading(name: string) {
    return this.page.getByRole("heading", { level: 1, name });
  }

  /** A link in the page's text. */
  link(name: string) {
    return this.article().getByRole("link", { name, exact: true });
  }

  async openFromFooter(): Promise<void> {
    await this.page.getByRole("contentinfo").getByRole("link", { name: "Manual" }).click();
    await expect(this.page).toHaveURL(/\/docs$/);
    await expect(this.heading("The Myst manual")).toBeVisible();
  }

  /** Follows a link of the page's text to the page of that title. */
  async follow(link: string, title: string): Promise<void> {
    await this.link(link).click();
    await expect(this.heading(title)).toBeVisible();
  }

  async backToIndex(): Promise<void> {
    await this.page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Manual" }).click();
    await expect(this.heading("The Myst manual")).toBeVisible();
  }
}
