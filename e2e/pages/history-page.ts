import { expect, type Page } from "@playwright/test";

// A paste's history page (app/(site)/[pasteId]/history): its revisions, and purging one of them
// (components/paste/purge-revision.tsx) through its confirmation dialog.

export class HistoryPage {
  constructor(private readonly page: Page) {}

  async open(pasteId: string): Promise<void> {
    const response = await this.page.goto(`/${pasteId}/history`);
    expect(response?.status()).toBe(200);
  }

  purgeButton(revision: number) {
    return this.page.getByRole("button", { name: `Purge revision ${revision}`, exact: true });
  }

  /** Asks to purge `revision` and confirms in the dialog. */
  purge(revision: number): Promise<void> {
    return purgeRevision(this.page, revision);
  }

  /** The marker a purged revision leaves in the list. */
  marker(revision: number) {
    return this.page.getByText(new RegExp(`^Revision ${revision} was purged on \\d{4}-\\d\\d-\\d\\d\\.$`));
  }
}

/** Purges `revision` through its button and confirmation dialog, wherever they are (the history, the editor after a save). */
export async function purgeRevision(page: Page, revision: number): Promise<void> {
  await page.getByRole("button", { name: `Purge revision ${revision}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Purge revision ${revision}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: `Purge revision ${revision}` }).click();
  await expect(dialog).toBeHidden();
}
