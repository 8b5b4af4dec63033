import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { instanceUrl } from "./instance";

export interface CreatedPaste {
  id: string;
  pasties: { id: string; title: string; language: string }[];
}

/** Creates pastes through the API (the editor has its own journeys) for the read-page journeys. */
export async function createPaste(request: APIRequestContext, body: object, headers: Record<string, string> = {}): Promise<CreatedPaste> {
  // The Origin header: cookie-authenticated writes must come from our own origin (CSRF rule).
  const response = await request.post("/api/v3/pastes", { data: body, headers: { Origin: instanceUrl(), ...headers } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedPaste;
}

/** The paste read page, as a visitor uses it. */
export class PastePage {
  constructor(private readonly page: Page) {}

  async open(pasteId: string, hash = ""): Promise<void> {
    const response = await this.page.goto(`/${pasteId}${hash}`);
    expect(response?.status()).toBe(200);
  }

  pasty(title: string) {
    return this.page.getByRole("region", { name: `Pasty ${title}` });
  }

  /** A line by its link name (`L12`, `<pastyId>-L12`): the code blocks have no element ids. */
  line(anchor: string) {
    const [, prefix = "", number] = /^(?:(.+-))?L(\d+)$/.exec(anchor) ?? [];
    return this.page.locator(`pre.code[data-anchor-prefix="${prefix}"] > code > h-l`).nth(Number(number) - 1);
  }

  /**
   * Opens the new-comment form by its button (in any language: found by its place, pressed again
   * until the page has hydrated and listens) and gives the names of the pasties it offers.
   */
  async openCommentForm(): Promise<string[]> {
    const form = this.page.locator("form.comment-form");
    await expect(async () => {
      await this.page.locator(".comment-composer > button").click();
      await expect(form).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    return form.locator("select option").allTextContents();
  }

  /** Clicks the line's number in the gutter (shift: extend the selection). */
  async clickLineNumber(anchor: string, options: { shift?: boolean } = {}): Promise<void> {
    await this.line(anchor).click({ position: { x: 12, y: 6 }, modifiers: options.shift ? ["Shift"] : [] });
  }

  /** The table of a CSV or TSV pasty (components/paste/table-view.tsx). */
  table(title: string) {
    return this.pasty(title).getByRole("table");
  }

  /** The cells of a pasty's table in its column `number` (from 1), top to bottom. */
  tableColumn(title: string, number: number) {
    return this.table(title).locator(`tbody td:nth-child(${number})`);
  }

  /** Clicks a column's header, which sorts the table by it. */
  async sortTableBy(title: string, column: string): Promise<void> {
    await this.table(title).getByRole("button", { name: column }).click();
  }

  /** The drawn diagram of a Mermaid pasty, or of a Markdown pasty's mermaid block (components/paste/mermaid.ts). */
  diagram(title: string) {
    return this.pasty(title)
      .getByRole("region", { name: `Diagram of ${title}` })
      .locator("svg");
  }

  /** The cells of a Jupyter notebook pasty (components/paste/notebook-view.tsx). */
  notebook(title: string) {
    return this.pasty(title).getByRole("region", { name: `Notebook ${title}` });
  }

  toolbar() {
    return this.page.getByRole("toolbar", { name: "Paste actions" });
  }

  /**
   * "Download as image" of a pasty: its dialog, the two choices, then the download, as its bytes
   * and the address it came from.
   */
  async downloadCodeImage(title: string, options: { chrome: boolean; numbers: boolean }): Promise<{ png: Buffer; url: string }> {
    await this.pasty(title)
      .getByRole("button", { name: `Download ${title} as an image` })
      .click();
    const dialog = this.codeImageDialog(title);
    await dialog.getByRole("checkbox", { name: "Window frame" }).setChecked(options.chrome);
    await dialog.getByRole("checkbox", { name: "Line numbers" }).setChecked(options.numbers);
    const [download] = await Promise.all([this.page.waitForEvent("download"), dialog.getByRole("link", { name: "Download PNG" }).click()]);
    const path = await download.path();
    return { png: readFileSync(path), url: download.url() };
  }

  codeImageDialog(title: string) {
    return this.page.getByRole("dialog", { name: `Download ${title} as an image` });
  }

  async unlock(password: string): Promise<void> {
    await this.page.getByLabel("Password").fill(password);
    await this.page.getByRole("button", { name: "Unlock" }).click();
  }
}
