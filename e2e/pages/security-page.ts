import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

/** Settings → Security and the second step of signing in, as a person uses them. */
export class SecurityPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/settings/security");
  }

  /** Sets up an authenticator app; answers its secret and the recovery codes shown once. */
  async setUpAuthenticatorApp(): Promise<{ secret: string; recoveryCodes: string[] }> {
    await this.page.getByRole("button", { name: "Set up an authenticator app" }).click();
    await expect(this.page.getByRole("img", { name: "QR code of the authenticator secret" })).toBeVisible();
    const secret = (await this.page.getByTestId("totp-secret").textContent()) ?? "";
    await this.page.getByLabel("Code from the app").fill(codeOf(secret));
    await this.page.getByRole("button", { name: "Confirm the app" }).click();
    const codes = this.page.getByTestId("recovery-codes").locator("li code");
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    // The download holds exactly the codes shown, one per line.
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      this.page.getByRole("button", { name: "Download codes" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("myst-recovery-codes.txt");
    expect(await readFile(await download.path(), "utf8")).toBe(`${recoveryCodes.join("\n")}\n`);
    await this.page.getByRole("button", { name: "I have saved them" }).click();
    await expect(this.page.getByTestId("totp-status")).toContainText("on");
    return { secret, recoveryCodes };
  }

  /** The code page after the right password: a code (authenticator or recovery) and Verify. */
  async passSecondStep(code: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/login\/second-factor/);
    await this.page.getByRole("textbox", { name: "Code", exact: true }).fill(code);
    await this.page.getByRole("button", { name: "Verify" }).click();
  }

  async addPasskey(name: string): Promise<void> {
    await this.page.getByLabel("Passkey name").fill(name);
    await this.page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(this.page.getByTestId("passkey-row")).toContainText([name]);
  }

  sessionRows() {
    return this.page.getByTestId("session-row");
  }

  signInRows() {
    return this.page.getByTestId("sign-in-row");
  }
}

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
export function codeOf(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * Gives the page's browser a passkey authenticator (Chromium's virtual one, through CDP): it holds
 * discoverable credentials and verifies the user; while `present`, it answers every request
 * without a person touching it — the autofill one waiting on the login page too.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ setPresent: (present: boolean) => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    setPresent: async (present) => {
      await cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled: present });
    },
  };
}
