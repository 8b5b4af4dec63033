import { expect, test } from "@playwright/test";
import { expectAccessible } from "./pages/a11y";
import { signInAsAdmin } from "./pages/announcements-admin";
import { AuthPages } from "./pages/auth-pages";
import { CommandPalette } from "./pages/command-palette";
import { EditorPage } from "./pages/editor-page";
import { encryptPaste, newPasteKey } from "../lib/end-to-end/format";
import { AdminShell, InstanceSettingsAdmin, ReportDialog, ReportQueue } from "./pages/moderation";
import { createPaste, PastePage } from "./pages/paste-page";
import { instanceUrl } from "./pages/instance";

// Trust and safety (issue 27): a visitor reports a paste from its page; an admin finds it in the
// queue, quarantines it (everyone else is told it is under review, 451) and then deletes it with
// a note; its text cannot be posted again; the audit log shows both decisions. The admin pages are no
// one else's: a signed-in user who is not an admin gets the site's 404.

test("a visitor reports a paste, an admin quarantines and then deletes it from the queue, the audit log keeps it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Reported ${stamp}`;
  const spam = `buy cheap pills at example.org, limited offer ${stamp}`;
  const paste = await createPaste(request, { title, pasties: [{ title: "a", content: spam }] });

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
  expect((await visitorPage.goto("/admin/users"))?.status()).toBe(404);
  // The admin layout's gate answers for every admin page, the newest too, its title included.
  expect((await visitorPage.goto("/admin"))?.status()).toBe(404);
  expect((await visitorPage.goto("/admin/announcements"))?.status()).toBe(404);
  await expect(visitorPage).toHaveTitle("Not found · Myst");
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

  // Quarantined while it is reviewed: under review (451) for everyone else on every surface; the
  // admin still sees it, with the note.
  await queue.quarantine(title, `held for review ${stamp}`);
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  expect((await strangerPage.goto(`/${paste.id}`))?.status()).toBe(451);
  await expect(strangerPage.getByRole("heading", { name: "Under review", level: 1 })).toBeVisible();
  await expect(strangerPage.getByText("buy cheap pills")).toHaveCount(0);
  await expectAccessible(strangerPage, "a paste under review");
  expect((await strangerPage.goto(`/${paste.id}/embed`))?.status()).toBe(451);
  const api = await stranger.request.get(`/api/v3/pastes/${paste.id}`);
  expect(api.status()).toBe(451);
  expect(await api.json()).toMatchObject({ statusCode: 451, message: expect.stringContaining("under review") });
  expect((await stranger.request.get(`/raw/${paste.id}/${paste.pasties[0]!.id}`)).status()).toBe(451);
  const older = await stranger.request.get(`/api/v2/paste/${paste.id}`);
  expect([older.status(), older.headers()["myst-unavailable"]]).toEqual([404, "under-review"]);
  await stranger.close();
  expect((await page.goto(`/${paste.id}`))?.status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "Under review" })).toContainText(`held for review ${stamp}`);
  await page.goto("/admin/reports");

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

  // Its text posted again from the editor is refused, saying why, and nothing is created.
  const editor = new EditorPage(page);
  await editor.goto("/");
  await editor.pasteContent(spam);
  const refused = page.waitForResponse((response) => response.url().endsWith("/api/v3/pastes") && response.request().method() === "POST");
  await page.getByRole("button", { name: "Create paste" }).click();
  expect((await refused).status()).toBe(451);
  await expect(page.getByText("removed from this instance by its moderators")).toBeVisible();
  await expect(page).toHaveURL(`${instanceUrl()}/`);

  expect((await page.goto("/admin/audit?action=paste_deleted"))?.status()).toBe(200);
  const deletion = page.getByTestId("audit-entry").filter({ hasText: paste.id });
  await expect(deletion).toContainText("Paste deleted");
  await expect(deletion).toContainText(`spam campaign ${stamp}`);
  await expect(deletion).toContainText("e2e-admin");
  await expectAccessible(page, "the audit log");
  expect((await page.goto("/admin/audit?action=paste_quarantined"))?.status()).toBe(200);
  await expect(page.getByTestId("audit-entry").filter({ hasText: paste.id })).toContainText(`held for review ${stamp}`);

  // The accounts page finds the visitor's account, with its decision.
  expect((await page.goto(`/admin/users?q=plain${stamp}`))?.status()).toBe(200);
  const accountRow = page.getByTestId("account-row").filter({ hasText: `plain${stamp}` });
  await expect(accountRow.getByRole("button", { name: `Disable plain${stamp}` })).toBeVisible();
  await expectAccessible(page, "the accounts page");

  // Whoever holds a share link to a private paste may report it from the link's page.
  const hidden = await createPaste(page.request, { title: `Shared ${stamp}`, private: true, pasties: [{ content: "shared" }] });
  const link = await page.request.post(`/api/v3/pastes/${hidden.id}/links`, { data: {}, headers: { Origin: instanceUrl() } });
  expect(link.status()).toBe(201);
  const holder = await browser.newContext();
  const holderPage = await holder.newPage();
  expect((await holderPage.goto(new URL(((await link.json()) as { url: string }).url).pathname))?.status()).toBe(200);
  const shared = new ReportDialog(holderPage);
  await shared.open();
  await shared.send("Copyright", "", "");
  await holder.close();
});

test("an admin goes through the admin pages by their tabs, sees the instance in numbers, finds and quarantines a paste, makes and revokes an invitation, closes registration without a restart, grants the admin right", async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const word = `contraband${stamp}`;
  const found = await createPaste(request, { title: `Anonymous ${stamp}`, pasties: [{ content: `selling ${word} here` }] });
  // The same words, unreported: nothing to dismiss on it.
  await createPaste(request, { title: `Unreported ${stamp}`, pasties: [{ content: `no ${word} at all` }] });
  const reported = await request.post(`/api/v3/pastes/${found.id}/reports`, {
    data: { reason: "spam" },
    headers: { Origin: instanceUrl() },
  });
  expect(reported.status()).toBe(201);
  // An end-to-end encrypted paste, counted as such rather than as "Encrypted 0" beside it.
  const sealed = await encryptPaste((await newPasteKey()).key, {
    title: "",
    pasties: [{ title: "", content: "sealed", language: "Text" }],
  });
  await createPaste(request, { e2e: sealed.e2e, pasties: sealed.pasties });
  // Someone to make an admin, signed up in a context of their own.
  const other = await browser.newContext();
  const otherName = `helper${stamp}`;
  await new AuthPages(await other.newPage()).signUp(otherName, "a long enough password");
  await other.close();

  await signInAsAdmin(page);
  expect((await page.goto("/admin"))?.status()).toBe(200);
  // The palette offers an admin the admin pages (a plain account is offered none: the palette journey).
  await new CommandPalette(page).run("Accounts (admin)");
  await expect(page).toHaveURL(/\/admin\/users$/);
  // Every admin page is a tab of every other, the current one marked.
  const shell = new AdminShell(page);
  for (const tab of ["Reports", "Pastes", "Accounts", "Invitations", "Announcements", "Settings", "Audit", "Overview"] as const)
    await shell.open(tab);
  const figures = page.getByRole("definition");
  await expect(page.getByRole("term").filter({ hasText: "Open reports" })).toBeVisible();
  expect(await figures.count()).toBeGreaterThan(10);
  const figure = (term: string) =>
    page.locator("dl div").filter({ has: page.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) }) });
  expect(Number(await figure("End-to-end encrypted").getByRole("definition").textContent())).toBeGreaterThanOrEqual(1);
  await expect(figure("Encrypted with a password")).toHaveCount(1);
  await expect(page.getByText(/The database takes [\d.]+ (MiB|KiB) on disk/)).toBeVisible();
  await expectAccessible(page, "the administration page");

  // Anonymous pastes, on no public list, found by their words; only the reported one can be dismissed.
  await shell.open("Pastes");
  await page.getByLabel("Words").fill(word);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByTestId("paste-row")).toHaveCount(2);
  const row = page.getByTestId("paste-row").filter({ hasText: `Anonymous ${stamp}` });
  await expect(row).toContainText("anonymous");
  await expect(row).toContainText("Visible, 1 open report");
  await expect(row.getByRole("button", { name: `Dismiss the reports of Anonymous ${stamp}` })).toBeVisible();
  const quiet = page.getByTestId("paste-row").filter({ hasText: `Unreported ${stamp}` });
  await expect(quiet.getByRole("button", { name: `Quarantine Unreported ${stamp}` })).toBeVisible();
  await expect(quiet.getByRole("button", { name: /^Dismiss/ })).toHaveCount(0);
  // On a phone each row is a card: nothing wider than the screen, no word broken letter by letter.
  expect(await shell.brokenWordsOnPhone()).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await row.getByRole("button", { name: `Quarantine Anonymous ${stamp}` }).click();
  await page.getByRole("dialog").getByRole("textbox").fill("selling contraband");
  await page.getByRole("dialog").getByRole("button", { name: "Quarantine paste" }).click();
  await expect(row).toContainText("Quarantined");
  const stranger = await browser.newContext();
  expect((await (await stranger.newPage()).goto(`/${found.id}`))?.status()).toBe(451);
  await stranger.close();

  await shell.open("Invitations");
  await page.getByRole("spinbutton", { name: "Accounts it may create" }).fill("3");
  await page.getByRole("button", { name: "Make an invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "shown only now" })).toContainText("/signup?invite=");
  const invitation = page.getByTestId("invitation-row").first();
  await expect(invitation).toContainText("0 of 3");
  await expect(invitation).toContainText("Usable");
  await invitation.getByRole("button", { name: /Revoke invitation/ }).click();
  await expect(page.getByTestId("invitation-row").first()).toContainText("Revoked");

  // Registration closed on the settings page: a visitor's sign-up page says so at once, no restart;
  // reset, it is open again. The audit log keeps both.
  await shell.open("Settings");
  const settings = new InstanceSettingsAdmin(page);
  await expect(settings.value("Registration")).toHaveText("open");
  await expectAccessible(page, "the instance settings page");
  const newcomer = await (await browser.newContext()).newPage();
  try {
    await settings.choose("Registration", "closed");
    await newcomer.goto("/signup");
    await expect(newcomer.getByText("Registration is closed on this instance.")).toBeVisible();
  } finally {
    await settings.reset("Registration");
  }
  await newcomer.reload();
  await expect(newcomer.getByLabel("Username", { exact: true })).toBeVisible();
  await newcomer.context().close();
  await page.goto("/admin/audit?action=setting_changed");
  await expect(page.getByTestId("audit-entry").filter({ hasText: "registration" }).first()).toContainText("closed → open");

  await page.goto(`/admin/users?q=${otherName}`);
  expect(await shell.brokenWordsOnPhone()).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole("button", { name: `Make ${otherName} an admin` }).click();
  await page.getByRole("dialog").getByRole("textbox").fill("helps with the queue");
  await page.getByRole("dialog").getByRole("button", { name: "Grant admin right" }).click();
  await expect(page.getByTestId("account-row").filter({ hasText: otherName })).toContainText("Admin");
  await page.goto("/admin/audit?action=admin_granted");
  await expect(page.getByText("helps with the queue")).toBeVisible();
});
