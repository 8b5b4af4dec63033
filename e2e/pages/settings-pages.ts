import { expect, type Page } from "@playwright/test";

/** The settings pages (/settings/...), as a person uses them. */
export class SettingsPages {
  constructor(private readonly page: Page) {}

  private saved(path: string, method = "PATCH") {
    return this.page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() === method);
  }

  async gotoAppearance(): Promise<void> {
    await this.page.goto("/settings/appearance");
    await expect(this.page.getByRole("heading", { name: "Appearance" })).toBeVisible();
  }

  async gotoBehaviour(): Promise<void> {
    await this.page.goto("/settings/behaviour");
    await expect(this.page.getByRole("heading", { name: "Behaviour" })).toBeVisible();
  }

  async gotoProfile(): Promise<void> {
    await this.page.goto("/settings/profile");
    await expect(this.page.getByRole("heading", { name: "Avatar" })).toBeVisible();
  }

  async gotoTokens(): Promise<void> {
    await this.page.goto("/settings/tokens");
    await expect(this.page.getByRole("heading", { name: "Create an access token" })).toBeVisible();
  }

  async gotoBin(): Promise<void> {
    await this.page.goto("/settings/bin");
    await expect(this.page.getByRole("heading", { name: "Recycle bin" })).toBeVisible();
  }

  /** The recycle bin's row of a deleted paste, by its title. */
  binRow(title: string) {
    return this.page.getByTestId("bin-row").filter({ hasText: title });
  }

  /** Restores a deleted paste from the recycle bin and waits until it is back. */
  async restoreFromBin(title: string): Promise<void> {
    const restored = this.page.waitForResponse(
      (response) => /^\/api\/v3\/bin\/[^/]+\/restore$/.test(new URL(response.url()).pathname) && response.request().method() === "POST",
    );
    await this.binRow(title)
      .getByRole("button", { name: `Restore ${title}` })
      .click();
    expect((await restored).status()).toBe(204);
    await expect(this.binRow(title)).toHaveCount(0);
  }

  /** Picks a radio of the Theme or Paste view group and waits until it is saved. */
  async choose(
    group: "Theme" | "When the system is light" | "When the system is dark" | "Paste view" | "Indent with",
    option: string,
  ): Promise<void> {
    const saved = this.saved("/api/v3/settings");
    await this.page.getByRole("group", { name: group }).getByRole("radio", { name: option, exact: true }).check();
    expect((await saved).status()).toBe(200);
  }

  async selectOption(label: "Default language" | "Indentation width", value: string): Promise<void> {
    const saved = this.saved("/api/v3/settings");
    await this.page.getByLabel(label).selectOption(value);
    expect((await saved).status()).toBe(200);
  }

  async setCheckbox(label: string, checked: boolean): Promise<void> {
    const saved = this.saved("/api/v3/settings");
    await this.page.getByRole("checkbox", { name: label }).setChecked(checked);
    expect((await saved).status()).toBe(200);
  }

  async uploadAvatar(image: Buffer): Promise<void> {
    await this.page.getByLabel("New avatar").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: image });
    await expect(this.page.getByRole("img", { name: "Preview of the new avatar" })).toBeVisible();
    const saved = this.saved("/api/v3/settings/avatar");
    await this.page.getByRole("button", { name: "Upload avatar" }).click();
    expect((await saved).status()).toBe(200);
    await expect(this.page.getByRole("img", { name: "Preview of the new avatar" })).toHaveCount(0);
  }

  async rename(to: string): Promise<void> {
    const form = this.page.locator("form", { has: this.page.getByRole("button", { name: "Change username" }) });
    await form.getByLabel("Username", { exact: true }).fill(to);
    await expect(form.getByTestId("username-status")).toHaveText("This username is available.");
    const saved = this.saved("/api/v3/settings/username");
    await form.getByRole("button", { name: "Change username" }).click();
    expect((await saved).status()).toBe(200);
  }

  async setShowAllPastes(show: boolean): Promise<void> {
    const saved = this.saved("/api/v3/settings/user");
    await this.page.getByRole("checkbox", { name: "Show all my pastes on my profile" }).setChecked(show);
    expect((await saved).status()).toBe(200);
  }

  /** Creates a token and returns its secret, read from the once-only display. */
  async createToken(description: string, scopes: string[], expiry: string): Promise<string> {
    await this.page.getByLabel("Description").fill(description);
    const group = this.page.getByRole("group", { name: "Scopes" });
    for (const box of await group.getByRole("checkbox").all()) {
      const value = await box.getAttribute("value");
      await box.setChecked(scopes.includes(value ?? ""));
    }
    await this.page.getByLabel("Expires").selectOption({ label: expiry });
    const created = this.saved("/api/v3/auth/self/access_tokens", "POST");
    await this.page.getByRole("button", { name: "Create token" }).click();
    expect((await created).status()).toBe(201);
    const shown = this.page.getByTestId("new-token");
    await expect(shown.getByRole("heading")).toHaveText(`Your new token: ${description}`);
    return (await shown.getByTestId("new-token-value").textContent()) ?? "";
  }

  tokenRow(description: string) {
    return this.page.getByTestId("token-row").filter({ hasText: description });
  }

  async revokeToken(description: string): Promise<void> {
    await this.page.getByRole("button", { name: `Revoke ${description}` }).click();
    const dialog = this.page.getByRole("dialog", { name: "Revoke this token?" });
    await expect(dialog).toBeVisible();
    const revoked = this.page.waitForResponse((response) => response.request().method() === "DELETE");
    await dialog.getByRole("button", { name: "Revoke token" }).click();
    expect((await revoked).status()).toBe(204);
    await expect(this.tokenRow(description)).toHaveCount(0);
  }

  async deleteAccount(username: string): Promise<void> {
    await this.page.getByRole("button", { name: "Delete my account…" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    await dialog.getByLabel(/Type your username/).fill(username.toUpperCase() === username ? `${username}x` : username.toUpperCase());
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/Type your username/).fill(username);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await this.page.waitForURL((url) => url.pathname === "/");
  }
}
