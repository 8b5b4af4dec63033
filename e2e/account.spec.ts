import { expect, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { AuthPages } from "./pages/auth-pages";
import { smallPng } from "./pages/images";
import { saveScreenshot } from "./pages/screenshots";
import { SettingsPages } from "./pages/settings-pages";

// An account's life in the browser: sign up, avatar and username, tokens, then deletion.

test("sign up, set an avatar and a new username, create and revoke tokens, delete the account", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const auth = new AuthPages(page);
  const settings = new SettingsPages(page);
  const stamp = Date.now().toString(36);
  const username = `acct${stamp}`;
  const renamed = `renamed${stamp}`;

  await page.goto("/login");
  await expectAccessible(page, "the sign-in page");
  await page.goto("/signup");
  await expectAccessible(page, "the sign-up page");
  await auth.signUp(username, "a long enough password");
  await auth.expectSignedInAs(username);

  // The account menu leads to the profile and the settings.
  const account = page.getByRole("navigation", { name: "Account" });
  await account.locator("summary").click();
  await expect(account.getByRole("link", { name: "Your profile" })).toHaveAttribute("href", `/~${username}`);
  await account.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings\/appearance$/);

  // Avatar: preview first, then the upload replaces the generated one everywhere.
  await settings.gotoProfile();
  await expectAccessible(page, "the profile settings");
  const headerAvatar = page.getByRole("navigation", { name: "Account" }).locator("img.avatar");
  const before = await headerAvatar.getAttribute("src");
  await settings.uploadAvatar(smallPng);
  await expect(headerAvatar).not.toHaveAttribute("src", before ?? "");
  const src = await headerAvatar.getAttribute("src");
  expect(src).toMatch(/^\/api\/v3\/images\/[a-z0-9]{8}/);
  const image = await page.request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);

  // A taken name is reported while typing; a free one is taken over at once.
  const form = page.locator("form", { has: page.getByRole("button", { name: "Change username" }) });
  await form.getByLabel("Username", { exact: true }).fill(username);
  await expect(form.getByTestId("username-status")).toHaveText("This is your current username.");
  await expect(form.getByRole("button", { name: "Change username" })).toBeDisabled();
  await settings.rename(renamed);
  await auth.expectSignedInAs(renamed);
  await saveScreenshot(page, "settings-profile", { fullPage: true });
  expect((await page.goto(`/~${renamed}`))?.status()).toBe(200);
  expect((await page.goto(`/~${username}`))?.status()).toBe(404);

  // Tokens: the secret is shown once and works; revoking it stops it at once.
  await settings.gotoTokens();
  // The header programs send, as it is written (the catalogue's message quotes its "<token>").
  await expect(page.locator("code", { hasText: "Authorization: Bearer <token>" })).toBeVisible();
  await expectAccessible(page, "the access tokens page");
  const ciToken = await settings.createToken("CI upload", ["paste", "user:read"], "in 1 week");
  expect(ciToken).toMatch(/^[a-z0-9]{8}-[0-9a-f]{64}$/);
  await expect(page.getByRole("button", { name: "Copy token" })).toBeVisible();
  const readToken = await settings.createToken("Read only", ["paste:read"], "never");
  await expect(page.getByTestId("token-row")).toHaveCount(2);
  await expect(settings.tokenRow("CI upload").getByRole("listitem")).toHaveText(["paste", "user:read"]);
  await expect(settings.tokenRow("Read only")).toContainText("Never");
  await expect(settings.tokenRow("CI upload")).toContainText(/in 7 days|next week|in 1 week/);
  await expectAccessible(page, "the access tokens page with a new token");
  await saveScreenshot(page, "settings-tokens", { fullPage: true });

  const get = (path: string, token: string) => fetch(`${baseURL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  // user:read lets it list the owner's tags, which only the owner (the renamed user) may.
  expect((await get(`/api/v3/users/${renamed}/tags`, ciToken)).status).toBe(200);
  // It has no user:access_tokens scope.
  expect((await get("/api/v3/auth/self", ciToken)).status).toBe(403);

  await settings.revokeToken("CI upload");
  await expect(page.getByTestId("token-row")).toHaveCount(1);
  expect((await get(`/api/v3/users/${renamed}/tags`, ciToken)).status).toBe(401);
  // The list after a reload is the server's.
  await page.reload();
  await expect(page.getByTestId("token-row")).toHaveCount(1);
  await expect(settings.tokenRow("Read only")).toBeVisible();
  // The new-token panel does not survive a reload: the secret is not stored anywhere.
  await expect(page.getByTestId("new-token")).toHaveCount(0);

  // Download my data: the zip of the signed-in user.
  await settings.gotoProfile();
  const link = page.getByRole("link", { name: "Download my data" });
  await expect(link).toHaveAttribute("href", `/api/v3/users/${renamed}.zip`);
  const zip = await page.request.get(`/api/v3/users/${renamed}.zip`);
  expect(zip.status()).toBe(200);
  expect(zip.headers()["content-type"]).toContain("zip");

  // Deleting needs the exact username typed; afterwards the browser is signed out and the
  // account, its profile and its tokens are gone.
  await settings.deleteAccount(renamed);
  await auth.expectSignedOut();
  expect((await page.goto(`/~${renamed}`))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No such user" })).toBeVisible();
  await expectAccessible(page, "the missing profile page");
  expect((await get("/api/v3/settings", readToken)).status).toBe(401);
  expect((await page.request.get("/api/v3/auth/self")).status()).toBe(401);
});
