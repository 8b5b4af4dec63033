import { expect, type Page } from "@playwright/test";

/** The sign-up, sign-in and account-header pieces, as a person uses them. */
export class AuthPages {
  constructor(private readonly page: Page) {}

  async signUp(username: string, password: string): Promise<void> {
    await this.page.goto("/signup");
    await this.page.getByLabel("Username", { exact: true }).fill(username);
    await expect(this.page.getByTestId("username-status")).toHaveText("This username is available.");
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Create account" }).click();
    // The form posts in the background, then goes on to the page after sign-up.
    await this.page.waitForURL((url) => url.pathname !== "/signup");
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.page.goto("/login");
    await this.page.getByLabel("Username", { exact: true }).fill(username);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Sign in", exact: true }).click();
  }

  async signOut(): Promise<void> {
    const account = this.page.getByRole("navigation", { name: "Account" });
    await account.locator("summary").click();
    await account.getByRole("button", { name: "Sign out" }).click();
  }

  async expectSignedInAs(username: string): Promise<void> {
    await expect(this.page.getByTestId("signed-in-username")).toHaveText(username);
  }

  async expectSignedOut(): Promise<void> {
    await expect(this.page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign in" })).toBeVisible();
  }
}
