import { expect, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { signInAsAdmin } from "./pages/announcements-admin";
import { AuthPages } from "./pages/auth-pages";
import { MystApi } from "./pages/myst-api";
import { PastePage } from "./pages/paste-page";
import { instanceUrl } from "./pages/instance";

// Actions that cannot work are not offered (issue 43 item 4; the rule is lib/pastes/paste-actions.ts).
// A quarantined paste's owner used to see Fork, Embed and Pin, and Fork then failed with a toast.

test("a quarantined paste's owner is offered no Fork, Embed or Pin, and the under-review box says why", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  await new AuthPages(page).signUp(`held${stamp}`, "a long enough password");
  const paste = await new MystApi(page.request, instanceUrl()).createPaste({ title: `Held ${stamp}` });
  const pastePage = new PastePage(page);
  const toolbar = pastePage.toolbar();
  const withheld = ["Fork", "Copy embed", "Pin"];

  await pastePage.open(paste.id);
  for (const name of withheld) await expect(toolbar.getByRole("button", { name, exact: true })).toBeVisible();

  // An admin holds it back for review.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  const decision = { decision: "quarantine", note: `checking a complaint ${stamp}` };
  const decided = await new MystApi(adminPage.request, instanceUrl()).call("POST", `/api/v3/pastes/${paste.id}/reports/decision`, decision);
  expect(decided.status()).toBe(200);
  await adminContext.close();

  await pastePage.open(paste.id);
  const note = page.getByRole("status").filter({ hasText: "Under review" });
  await expect(note).toContainText("Until the review ends it cannot be embedded, forked, or pinned, so those actions are not offered.");
  await expect(note).toContainText(`checking a complaint ${stamp}`);
  for (const name of withheld) await expect(toolbar.getByRole("button", { name, exact: true })).toHaveCount(0);
  // What still works for its owner is still there.
  await expect(toolbar.getByRole("link", { name: "Edit", exact: true })).toBeVisible();
  await expect(toolbar.getByRole("link", { name: "Download", exact: true })).toBeVisible();
  await expectAccessible(page, "a quarantined paste's page, for its owner");
});
