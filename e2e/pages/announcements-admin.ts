import { expect, type Page } from "@playwright/test";
import { AuthPages } from "./auth-pages";

/** The admin of the journeys: ADMIN_USERNAMES names it (e2e/playwright.config.ts). */
export const ADMIN = "e2e-admin";
const ADMIN_PASSWORD = "the admin's long password";

/** Signs in as the admin, signing it up first when this run's database does not know it yet. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const auth = new AuthPages(page);
  await page.goto("/signup");
  await page.getByLabel("Username", { exact: true }).fill(ADMIN);
  const status = page.getByTestId("username-status");
  await expect(status).toHaveText(/available|taken/);
  if ((await status.textContent())?.includes("available")) await auth.signUp(ADMIN, ADMIN_PASSWORD);
  else await auth.signIn(ADMIN, ADMIN_PASSWORD);
  await auth.expectSignedInAs(ADMIN);
}

/** The admin's announcements page (/admin/announcements). */
export class AnnouncementsAdmin {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/admin/announcements");
    await expect(this.page.getByRole("heading", { name: "Publish an announcement" })).toBeVisible();
  }

  item(title: string) {
    return this.page.getByTestId("announcement-item").filter({ has: this.page.getByRole("heading", { name: title, exact: true }) });
  }

  async publish(title: string, content: string): Promise<void> {
    const form = this.page.locator("form", { has: this.page.getByRole("button", { name: "Publish" }) });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Content (Markdown)").fill(content);
    const created = this.page.waitForResponse(
      (response) => response.url().endsWith("/api/v3/announcements") && response.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Publish" }).click();
    expect((await created).status()).toBe(201);
    await expect(this.item(title)).toBeVisible();
  }

  async edit(title: string, changes: { title?: string; content?: string }): Promise<void> {
    await this.page.getByRole("button", { name: `Edit ${title}` }).click();
    const form = this.page.locator("form", { has: this.page.getByRole("button", { name: "Save changes" }) });
    if (changes.title !== undefined) await form.getByLabel("Title").fill(changes.title);
    if (changes.content !== undefined) await form.getByLabel("Content (Markdown)").fill(changes.content);
    const saved = this.page.waitForResponse((response) => response.request().method() === "PATCH");
    await form.getByRole("button", { name: "Save changes" }).click();
    expect((await saved).status()).toBe(200);
    await expect(this.item(changes.title ?? title)).toBeVisible();
  }

  async remove(title: string): Promise<void> {
    await this.page.getByRole("button", { name: `Delete ${title}` }).click();
    const dialog = this.page.getByRole("dialog", { name: "Delete this announcement?" });
    const deleted = this.page.waitForResponse((response) => response.request().method() === "DELETE");
    await dialog.getByRole("button", { name: "Delete announcement" }).click();
    expect((await deleted).status()).toBe(204);
    await expect(this.item(title)).toHaveCount(0);
  }
}
