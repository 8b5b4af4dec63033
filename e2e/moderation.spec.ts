import { expect, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { signInAsAdmin } from "./pages/announcements-admin";
import { AuthPages } from "./pages/auth-pages";
import { ReportDialog, ReportQueue } from "./pages/moderation";
import { createPaste, PastePage } from "./pages/paste-page";
import { baseURL } from "./playwright.config";

// Trust and safety (issue 27): a visitor reports a paste from its page; an admin finds it in the
// queue and deletes it with a note; the audit log shows the deletion. The admin pages are no
// one else's: a signed-in user who is not an admin gets the site's 404.

test("a visitor reports a paste, an admin deletes it from the queue, the audit log keeps it", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Reported ${stamp}`;
  const paste = await createPaste(request, { title, pasties: [{ title: "a", content: "buy cheap pills at example.org" }] });

  // A visitor, signed out, reports it; the dialog shows the reference and closes with Escape.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await new PastePage(visitorPage).open(paste.id);
  const report = new ReportDialog(visitorPage);
  await report.open();
  await expectAccessible(visitorPage, "the report dialog");
  await visitorPage.keyboard.press("Escape");
  await expect(report.dialog).toBeHidden();

  // An embed's Report link opens the paste's page with the dialog open.
  await visitorPage.goto(`/${paste.id}/embed`);
  const reportLink = visitorPage.getByRole("link", { name: "Report", exact: true });
  await expect(reportLink).toHaveAttribute("href", `/${paste.id}#report`);
  await visitorPage.goto(`/${paste.id}#report`);
  await expect(report.dialog).toBeVisible();
  const reference = await report.send("Spam", `Spam campaign ${stamp}`, "reporter@example.org");
  await visitorPage.keyboard.press("Escape");
  await expect(report.dialog).toBeHidden();

  // Someone signed in who is not an admin: the admin pages do not exist for them, nor in their menu.
  await new AuthPages(visitorPage).signUp(`plain${stamp}`, "a long enough password");
  const account = visitorPage.getByRole("navigation", { name: "Account" });
  await account.locator("summary").click();
  await expect(account.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  expect((await visitorPage.goto("/admin/reports"))?.status()).toBe(404);
  expect((await visitorPage.goto("/admin/audit"))?.status()).toBe(404);
  await visitor.close();

  await signInAsAdmin(page);
  const queue = new ReportQueue(page);
  await queue.openFromAccountMenu();
  const entry = queue.entry(title);
  await expect(entry).toContainText("1 reporter");
  await expect(entry).toContainText("Spam");
  await expect(entry).toContainText(`Spam campaign ${stamp}`);
  await expect(entry).toContainText("reporter@example.org");
  await expect(entry).toContainText(reference);
  await expectAccessible(page, "the report queue");

  const confirm = await queue.startDeleting(title);
  // The note is required: the decision waits for one.
  await confirm.getByRole("button", { name: "Delete paste" }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByLabel("Note for the audit log").fill(`spam campaign ${stamp}`);
  const decided = page.waitForResponse((response) => response.url().endsWith(`/api/v3/pastes/${paste.id}/reports/decision`));
  await confirm.getByRole("button", { name: "Delete paste" }).click();
  expect((await decided).status()).toBe(200);
  await expect(entry).toHaveCount(0);

  expect((await page.goto(`/${paste.id}`))?.status()).toBe(404);

  expect((await page.goto("/admin/audit?action=paste_deleted"))?.status()).toBe(200);
  const deletion = page.getByTestId("audit-entry").filter({ hasText: paste.id });
  await expect(deletion).toContainText("Paste deleted");
  await expect(deletion).toContainText(`spam campaign ${stamp}`);
  await expect(deletion).toContainText("e2e-admin");
  await expectAccessible(page, "the audit log");

  // Whoever holds a share link to a private paste may report it from the link's page.
  const hidden = await createPaste(page.request, { title: `Shared ${stamp}`, private: true, pasties: [{ content: "shared" }] });
  const link = await page.request.post(`/api/v3/pastes/${hidden.id}/links`, { data: {}, headers: { Origin: baseURL } });
  expect(link.status()).toBe(201);
  const holder = await browser.newContext();
  const holderPage = await holder.newPage();
  expect((await holderPage.goto(new URL(((await link.json()) as { url: string }).url).pathname))?.status()).toBe(200);
  const shared = new ReportDialog(holderPage);
  await shared.open();
  await shared.send("Copyright", "", "");
  await holder.close();
});
