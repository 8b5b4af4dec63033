import { expect, type Page } from "@playwright/test";

/** The paste page's report dialog, as a visitor uses it. */
export class ReportDialog {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole("dialog", { name: "Report this paste" });
  }

  async open(): Promise<void> {
    await this.page.getByRole("toolbar", { name: "Paste actions" }).getByRole("button", { name: "Report", exact: true }).click();
    await expect(this.dialog).toBeVisible();
    // The first field has the focus, so the keyboard starts in the form.
    await expect(this.dialog.getByLabel("Reason")).toBeFocused();
  }

  /** Sends a report; answers the reference the dialog shows. */
  async send(reason: string, details: string, contact: string): Promise<string> {
    await this.dialog.getByLabel("Reason").selectOption({ label: reason });
    await this.dialog.getByLabel("Details (optional)").fill(details);
    await this.dialog.getByLabel("Contact (optional)").fill(contact);
    // The API's door, or a share-link page's own (/s/<secret>/report).
    const sent = this.page.waitForResponse((response) => /\/reports?$/.test(response.url()) && response.request().method() === "POST");
    await this.dialog.getByRole("button", { name: "Send report" }).click();
    expect((await sent).status()).toBe(201);
    const reference = this.dialog.getByTestId("report-reference");
    await expect(reference).toHaveText(/^[a-z0-9]{8}$/);
    return (await reference.textContent()) ?? "";
  }
}

/** The admins' report queue (/admin/reports). */
export class ReportQueue {
  constructor(private readonly page: Page) {}

  /** Through the account menu, which lists the admin pages for admins only. */
  async openFromAccountMenu(): Promise<void> {
    const account = this.page.getByRole("navigation", { name: "Account" });
    await account.locator("summary").click();
    await account.getByRole("link", { name: "Reports" }).click();
    await expect(this.page).toHaveURL(/\/admin\/reports$/);
    await expect(this.page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  }

  entry(title: string) {
    return this.page.getByTestId("reported-paste").filter({ has: this.page.getByRole("heading", { name: title, exact: true }) });
  }

  /** Quarantines a reported paste with a note; the entry stays in the queue, marked. */
  async quarantine(title: string, note: string): Promise<void> {
    await this.entry(title)
      .getByRole("button", { name: `Quarantine ${title}` })
      .click();
    const dialog = this.page.getByRole("dialog", { name: "Quarantine this paste?" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Note for the audit log").fill(note);
    const decided = this.page.waitForResponse((response) => response.url().endsWith("/reports/decision"));
    await dialog.getByRole("button", { name: "Quarantine paste" }).click();
    expect((await decided).status()).toBe(200);
    await expect(this.entry(title)).toContainText("Quarantined");
    await expect(this.entry(title).getByRole("button", { name: `Quarantine ${title}` })).toHaveCount(0);
  }

  /** Opens the delete confirmation of a reported paste (the dialog, for a check before deciding). */
  async startDeleting(title: string) {
    await this.entry(title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    const dialog = this.page.getByRole("dialog", { name: "Delete this paste?" });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
