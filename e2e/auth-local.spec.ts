import { expect, test } from "@playwright/test";
import { AuthPages } from "./pages/auth-pages";

// A local account from sign-up to an API token, all through the running service.

test("sign up, sign out, sign in, then use an access token made with the session", async ({ page, baseURL }) => {
  const auth = new AuthPages(page);
  const username = `local${Date.now().toString(36)}`;
  const password = "a good long password";

  await auth.signUp(username, password);
  await expect(page).toHaveURL(`${baseURL}/`);
  await auth.expectSignedInAs(username);

  await auth.signOut();
  await auth.expectSignedOut();
  // The session ended on the server: the API no longer knows this browser.
  expect((await page.request.get("/api/v3/auth/self")).status()).toBe(401);

  // No provider is configured on this instance, so the login page offers only the local form.
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "With another account" })).toHaveCount(0);
  await auth.signIn(username.toUpperCase(), "the wrong password");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Wrong username or password.");
  await auth.signIn(username.toUpperCase(), password);
  await auth.expectSignedInAs(username);

  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "myst_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  // The browser session holds every scope, so it may make a token (same-origin request).
  const created = await page.request.post("/api/v3/auth/self/access_tokens", {
    data: { scopes: ["user:access_tokens"], description: "e2e", expiresIn: "1d" },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(created.status()).toBe(201);
  const { accessToken } = (await created.json()) as { accessToken: string };
  expect(accessToken).toMatch(/^[a-z0-9]{8}-[0-9a-f]{64}$/);

  // The same request from another site is refused, cookie or not.
  const forged = await page.request.post("/api/v3/auth/self/access_tokens", {
    data: { scopes: ["paste"], expiresIn: "1d" },
    headers: { Origin: "https://evil.example" },
  });
  expect(forged.status()).toBe(403);

  // The token works on its own, without any cookie.
  const self = await fetch(`${baseURL}/api/v3/auth/self`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(self.status).toBe(200);
  expect(await self.json()).toMatchObject({ username, isAdmin: false, avatarId: expect.stringMatching(/^[a-z0-9]{8}$/) });
  const tampered = withLastCharacterChanged(accessToken);
  const bad = await fetch(`${baseURL}/api/v3/auth/self`, { headers: { Authorization: `Bearer ${tampered}` } });
  expect(bad.status).toBe(401);
});

test("a taken username is reported before submitting", async ({ page }) => {
  const auth = new AuthPages(page);
  const username = `taken${Date.now().toString(36)}`;
  await auth.signUp(username, "another long password");
  await auth.signOut();
  await page.goto("/signup");
  await page.getByLabel("Username", { exact: true }).fill(username.toUpperCase());
  await expect(page.getByTestId("username-status")).toHaveText("That username is already taken.");
});

test("sign-up with a taken name stops before posting, keeps the password and drops stale errors", async ({ page }) => {
  const auth = new AuthPages(page);
  const taken = `taken${Date.now().toString(36)}`;
  await auth.signUp(taken, "another long password");
  await auth.signOut();

  await page.goto("/signup");
  const [username, passwordField, status] = [
    page.getByLabel("Username", { exact: true }),
    page.getByLabel("Password", { exact: true }),
    page.getByTestId("username-status"),
  ];
  await username.fill(taken);
  await passwordField.fill("my chosen password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(status).toHaveText("That username is already taken.");
  await expect(username).toBeFocused();
  await expect(passwordField).toHaveValue("my chosen password");

  // The server refuses a name the check called free (someone took it in between): the refusal
  // shows, the password stays, and the error goes once the name changes.
  await page.route("**/api/v3/auth/username_available*", (route) => route.fulfill({ json: { available: true, message: null } }));
  await username.fill(`${taken}x`);
  await username.fill(taken);
  await expect(status).toHaveText("This username is available.");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("That username is already taken.");
  await expect(passwordField).toHaveValue("my chosen password");
  await page.unroute("**/api/v3/auth/username_available*");

  const free = `${taken}z`;
  await username.fill(free);
  await expect(status).toHaveText("This username is available.");
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Create account" }).click();
  await auth.expectSignedInAs(free);
});

/** One character changed (never to itself: a token may end in "0"). */
function withLastCharacterChanged(text: string): string {
  return `${text.slice(0, -1)}${text.endsWith("0") ? "1" : "0"}`;
}
