import { expect, test } from "@playwright/test";
import { AuthPages } from "./pages/auth-pages";
import { addVirtualAuthenticator, codeOf, SecurityPage } from "./pages/security-page";

// Settings → Security through the running service: an authenticator app from set-up to sign-in,
// a recovery code in its place, and signing another browser out.

const password = "a good long password";

test("set up an authenticator app, then sign in with a code, and with a recovery code", async ({ page }) => {
  const auth = new AuthPages(page);
  const security = new SecurityPage(page);
  const username = `totp${Date.now().toString(36)}`;
  await auth.signUp(username, password);
  await security.open();
  // Cancelling a set-up turns nothing on; setting up again shows a new secret.
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  const abandoned = await page.getByTestId("totp-secret").textContent();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("totp-enrolment")).toHaveCount(0);
  const { secret, recoveryCodes } = await security.setUpAuthenticatorApp();
  expect(secret).not.toBe(abandoned);

  await auth.signOut();
  await auth.expectSignedOut();
  await auth.signIn(username, password);
  // The password alone is not enough any more: no session until the code passes.
  await expect(page).toHaveURL(/\/login\/second-factor/);
  expect((await page.request.get("/api/v3/auth/self")).status()).toBe(401);
  await security.passSecondStep("000000" === codeOf(secret, 1) ? "111111" : "000000");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("That code is not right, or was already used.");
  // The code that confirmed the app is used up; the app's next one is accepted.
  await security.passSecondStep(codeOf(secret, 1));
  await auth.expectSignedInAs(username);

  await auth.signOut();
  await auth.signIn(username, password);
  await security.passSecondStep(recoveryCodes[0]!);
  await auth.expectSignedInAs(username);
  await security.open();
  await expect(page.getByTestId("recovery-codes-left")).toHaveText("9 of 10");
  await expect(security.signInRows().first()).toContainText("Password + recovery code");
  await expect(security.signInRows().nth(1)).toContainText("Password + authenticator code");
  await expect(security.signInRows().nth(2)).toContainText("Wrong second factor");

  // A used recovery code does not work twice.
  await auth.signOut();
  await auth.signIn(username, password);
  await security.passSecondStep(recoveryCodes[0]!);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("That code is not right, or was already used.");
});

test("signing another browser out takes effect on its next request", async ({ page, browser }) => {
  const auth = new AuthPages(page);
  const security = new SecurityPage(page);
  const username = `sessions${Date.now().toString(36)}`;
  await auth.signUp(username, password);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const otherAuth = new AuthPages(other);
  await otherAuth.signIn(username, password);
  await otherAuth.expectSignedInAs(username);

  await security.open();
  await expect(security.sessionRows()).toHaveCount(2);
  await expect(page.locator('[data-testid="session-row"][data-current="true"]')).toContainText("This browser");
  await page
    .locator('[data-testid="session-row"]:not([data-current])')
    .getByRole("button", { name: /^Sign out/ })
    .click();
  await expect(security.sessionRows()).toHaveCount(1);

  await other.reload();
  await otherAuth.expectSignedOut();
  expect((await other.request.get("/api/v3/auth/self")).status()).toBe(401);
  // This browser goes on.
  expect((await page.request.get("/api/v3/auth/self")).status()).toBe(200);
  await otherContext.close();
});

// Browsers refuse passkeys for an IP address (127.0.0.1); localhost is a name they accept.
test.describe("passkeys", () => {
  test.use({ baseURL: async ({ baseURL }, use) => use(baseURL?.replace("127.0.0.1", "localhost")) });

  test("add a passkey, sign in with it from the username field's suggestions, and as the second step", async ({ page }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const auth = new AuthPages(page);
    const security = new SecurityPage(page);
    const username = `passkey${Date.now().toString(36)}`;
    await auth.signUp(username, password);
    await security.open();
    await security.addPasskey("Laptop");
    await expect(page.getByTestId("passkey-row")).toContainText("Never");

    // The login page asks the browser for passkeys to suggest (autofill); the virtual
    // authenticator answers at once, as a person picking the suggestion would.
    await auth.signOut();
    await page.goto("/login");
    await auth.expectSignedInAs(username);
    await expect(page).toHaveURL(/\/$/);

    // With a passkey the password alone is not enough: the second step offers the passkey.
    await authenticator.setPresent(false);
    await auth.signOut();
    await auth.signIn(username, password);
    await expect(page).toHaveURL(/\/login\/second-factor/);
    expect((await page.request.get("/api/v3/auth/self")).status()).toBe(401);
    await authenticator.setPresent(true);
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await auth.expectSignedInAs(username);

    await security.open();
    await expect(security.signInRows().first()).toContainText("Password + passkey");
    await expect(security.signInRows().nth(1)).toHaveText(/Passkey/);
    await expect(page.getByTestId("passkey-row")).not.toContainText("Never");
  });
});
