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

/** The admin pages' tabs (app/(site)/admin/layout.tsx), each tab with the heading of its page. */
export const ADMIN_TABS = [
  ["Overview", "Administration", "/admin"],
  ["Reports", "Reports", "/admin/reports"],
  ["Pastes", "Pastes", "/admin/pastes"],
  ["Accounts", "Accounts", "/admin/users"],
  ["Invitations", "Invitations", "/admin/invitations"],
  ["Announcements", "Announcements", "/admin/announcements"],
  ["Settings", "Instance settings", "/admin/settings"],
  ["Audit", "Audit log", "/admin/audit"],
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number][0];

/** What every admin page shares: the tabs between them, and tables a phone can read. */
export class AdminShell {
  constructor(private readonly page: Page) {}

  get tabs() {
    return this.page.getByRole("navigation", { name: "Admin pages" });
  }

  /** Follows a tab to its page, which marks that tab, and that tab alone, as the current page. */
  async open(tab: AdminTab): Promise<void> {
    const [, heading, path] = ADMIN_TABS.find(([name]) => name === tab)!;
    await this.tabs.getByRole("link", { name: tab, exact: true }).click();
    await expect(this.page).toHaveURL(new RegExp(`${path}$`));
    await expect(this.page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(this.tabs.locator('[aria-current="page"]')).toHaveText([tab]);
  }

  /**
   * At 390 px the page is no wider than the phone, and no word of a table is broken across lines
   * (a column squeezed to a letter a line): answers the words that are.
   */
  async brokenWordsOnPhone(): Promise<string[]> {
    await this.page.setViewportSize({ width: 390, height: 844 });
    expect(await this.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    return this.page.evaluate(() => {
      const broken: string[] = [];
      for (const table of document.querySelectorAll("main table")) {
        const walker = document.createTreeWalker(table.querySelector("tbody") ?? table, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) broken.push(word[0]);
          }
        }
      }
      return broken;
    });
  }
}

/** The admins' instance settings (/admin/settings): each setting's section, its value, a change and a reset. */
export class InstanceSettingsAdmin {
  constructor(private readonly page: Page) {}

  section(label: string) {
    return this.page.getByRole("region", { name: label, exact: true });
  }

  /** What holds now, as the page shows it. */
  value(label: string) {
    return this.section(label).getByTestId("instance-setting-value");
  }

  /** Chooses a mode and saves it; the page shows it as an override of the admin's. */
  async choose(label: string, mode: string): Promise<void> {
    const section = this.section(label);
    await section.getByLabel(`New value of ${label.toLowerCase()}`).selectOption(mode);
    await this.answered(section.getByRole("button", { name: "Save" }), "PUT");
    await expect(this.value(label)).toHaveText(mode);
    await expect(section).toContainText("set by");
  }

  /** Resets to the environment's value, which the page then names as the source. */
  async reset(label: string): Promise<void> {
    const section = this.section(label);
    await this.answered(section.getByRole("button", { name: /^Reset to / }), "DELETE");
    await expect(section).toContainText("from the environment");
  }

  private async answered(button: ReturnType<Page["getByRole"]>, method: string): Promise<void> {
    const answer = this.page.waitForResponse(
      (response) => response.url().includes("/api/v3/admin/settings/") && response.request().method() === method,
    );
    await button.click();
    expect((await answer).status()).toBe(200);
  }
}
