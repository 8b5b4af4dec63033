import type { Server } from "node:http";
import { createServer } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import Provider from "oidc-provider";
import { AuthPages } from "./pages/auth-pages";
import { OwnInstance } from "./pages/own-instance";

// A real OpenID Connect provider (oidc-provider, with its development login screens) on a
// loopback port, and a second instance of the service configured to use it. The provider runs on
// "localhost" and the service on "127.0.0.1", so their cookies stay apart as on two real hosts.

const clientId = "myst-e2e";
const clientSecret = "a-client-secret-only-for-this-test";

let identityProvider: Server;
let app: OwnInstance;
let appUrl: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const [providerPort, appPort] = [await freePort(), await freePort()];
  const issuer = `http://localhost:${providerPort}`;
  appUrl = `http://127.0.0.1:${appPort}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appUrl}/api/auth/callback/oidc`],
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    claims: { openid: ["sub"], profile: ["name", "preferred_username"], email: ["email"] },
    // The login name typed on the provider's screen becomes the subject.
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, preferred_username: `${sub}.idp`, name: `Person ${sub}`, email: `${sub}@idp.test` }),
    }),
    cookies: { keys: ["cookie-signing-key-for-this-test-only"] },
  });
  identityProvider = provider.listen(providerPort);

  app = new OwnInstance(appPort, {
    PUBLIC_URL: appUrl,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: clientId,
    OIDC_CLIENT_SECRET: clientSecret,
    OIDC_NAME: "Test IdP",
    ADMIN_USERNAMES: "Bob",
    LOG_LEVEL: "warn",
  });
  await app.start();
});

test.afterAll(async () => {
  await app?.remove();
  await new Promise((resolve) => identityProvider?.close(resolve));
});

async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await expect(page.getByRole("heading", { name: "With another account" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with Test IdP" }).click();
  // The provider's own screens: log in (any password), then allow the app. A provider that
  // remembers the person and the grant sends the browser straight back, so each is optional.
  const atApp = (url: URL) => url.origin === appUrl;
  await page.waitForURL((url) => !atApp(url) || url.pathname !== "/login");
  for (let step = 0; step < 4 && !atApp(new URL(page.url())); step++) {
    const loginField = page.locator('input[name="login"]');
    const consent = page.getByRole("button", { name: "Continue" });
    await Promise.race([loginField.waitFor(), consent.waitFor(), page.waitForURL(atApp, { waitUntil: "domcontentloaded" })]);
    if (atApp(new URL(page.url()))) break;
    if (await loginField.isVisible()) {
      await loginField.fill(login);
      await page.locator('input[name="password"]').fill("any password");
      await page.getByRole("button", { name: "Sign-in" }).click();
    } else {
      await consent.click();
    }
    await page.waitForLoadState("domcontentloaded");
  }
  await page.waitForURL(atApp, { waitUntil: "domcontentloaded" });
}

test("the first provider login asks for a username; the next one reuses the account", async ({ page }) => {
  const auth = new AuthPages(page);

  await signInAtProvider(page, "alice");
  await expect(page).toHaveURL(`${appUrl}/signup/username`);
  await expect(page.getByRole("heading", { name: "Choose a username" })).toBeVisible();
  const field = page.getByLabel("Username", { exact: true });
  await expect(field).toHaveValue("alice.idp"); // suggested from preferred_username
  await field.fill("AliceFromIdP");
  await expect(page.getByTestId("username-status")).toHaveText("This username is available.");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(`${appUrl}/`);
  await auth.expectSignedInAs("AliceFromIdP");

  const self = await page.request.get(`${appUrl}/api/v3/auth/self`);
  const { id } = (await self.json()) as { id: string };

  await auth.signOut();
  await auth.expectSignedOut();

  await signInAtProvider(page, "alice");
  await expect(page).toHaveURL(`${appUrl}/`);
  await auth.expectSignedInAs("AliceFromIdP");
  expect(await (await page.request.get(`${appUrl}/api/v3/auth/self`)).json()).toMatchObject({
    id,
    username: "AliceFromIdP",
    isAdmin: false,
  });
});

test("another provider account cannot take a username that exists in another letter case", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signInAtProvider(page, "bob");
  await expect(page).toHaveURL(`${appUrl}/signup/username`);
  const field = page.getByLabel("Username", { exact: true });
  await expect(field).toHaveValue("bob.idp");
  await field.fill("alicefromidp");
  await expect(page.getByTestId("username-status")).toHaveText("That username is already taken.");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("That username is already taken.");
  await page.getByLabel("Username", { exact: true }).fill("bob");
  await page.getByRole("button", { name: "Create account" }).click();
  await new AuthPages(page).expectSignedInAs("bob");
  // ADMIN_USERNAMES names bob (any letter case); alice is not an admin.
  expect(await (await page.request.get(`${appUrl}/api/v3/auth/self`)).json()).toMatchObject({ username: "bob", isAdmin: true });
});

test("a provider login survives a restart of the service", async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await (await browser.newContext()).newPage();
  await signInAtProvider(page, "alice");
  const auth = new AuthPages(page);
  await auth.expectSignedInAs("AliceFromIdP");
  await app.stop();
  await app.start();
  await page.reload();
  await auth.expectSignedInAs("AliceFromIdP");
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
