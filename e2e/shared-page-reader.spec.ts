import { expect, test } from "@playwright/test";
import { AuthPages } from "./pages/auth-pages";
import { createPaste, PastePage } from "./pages/paste-page";

// A signed-in reader of someone else's public paste is given the page rendered once for everyone
// (the response cache's) with their own part added by a script (lib/server/viewer-pages.ts): the
// page must still be theirs — their account menu, their star, the comment form, their theme —
// hydrate without a mismatch, and never show the signed-out parts on the way.

test("a signed-in reader gets everyone's page as their own", async ({ browser, request }) => {
  const paste = await createPaste(request, {
    title: "Everyone's page",
    pasties: [{ title: "a.js", content: "const shared = 1;\n", language: "JavaScript" }],
  });
  // An anonymous read first: the reader's view is a cache hit.
  const anonymous = await request.get(`/${paste.id}`);
  expect(anonymous.status()).toBe(200);

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const username = `reader${Date.now().toString(36)}`;
  const auth = new AuthPages(page);
  await auth.signUp(username, "a long enough password");
  await auth.expectSignedInAs(username);
  const saved = await page.request.patch("/api/v3/settings", { data: { theme: "myst" }, headers: { Origin: new URL(page.url()).origin } });
  expect(saved.status()).toBe(200);

  // Before any script runs, the signed-out parts are hidden, never shown.
  const hiddenAtFirst = await page.request.get(`/${paste.id}`);
  expect(hiddenAtFirst.headers()["x-cache"]).toBe("HIT");
  expect(await hiddenAtFirst.text()).toContain('dataset.viewer="pending"');

  const view = new PastePage(page);
  await view.open(paste.id);
  await auth.expectSignedInAs(username);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "myst");
  await expect(page.locator("html")).not.toHaveAttribute("data-viewer", "pending");
  await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign in" })).toHaveCount(0);

  const star = view.toolbar().getByRole("button", { name: /^Star \(0 stars\)/ });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(view.toolbar().getByRole("button", { name: /^Unstar \(1 star\)/ })).toHaveAttribute("aria-pressed", "true");

  // The next view is theirs too: starred, and a comment they write has their actions.
  await view.open(paste.id);
  await expect(view.toolbar().getByRole("button", { name: /^Unstar \(1 star\)/ })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Add a comment" }).click();
  const form = page.getByRole("form", { name: "New comment" });
  await form.getByLabel("Comment", { exact: true }).fill("Read by a signed-in reader");
  await form.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(page.getByRole("article", { name: `Comment by ${username}` })).toContainText("Read by a signed-in reader");
  await view.open(paste.id);
  const own = page.getByRole("article", { name: `Comment by ${username}` });
  await expect(own.getByRole("button", { name: "Edit" })).toBeVisible();

  // Nobody else's page carries them: the comment is everyone's, the reader is not.
  const later = await (await request.get(`/${paste.id}`)).text();
  expect(later).toContain("Read by a signed-in reader");
  expect(later).not.toContain("__mystViewer");
  expect(problems).toEqual([]);
  await context.close();
});
