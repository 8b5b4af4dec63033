import { expect, type Page } from "@playwright/test";

/** The footer's language switcher (components/layout/language-switcher.tsx), as a reader uses it. */
export class LanguageSwitcher {
  constructor(private readonly page: Page) {}

  /** Picks a language by its own name and sends the form: the same page comes back in it. */
  async choose(name: string): Promise<void> {
    const footer = this.page.locator("footer.site-footer");
    await footer.getByTestId("language-select").selectOption({ label: name });
    await Promise.all([this.page.waitForURL(this.page.url()), footer.locator('form.language-switcher button[type="submit"]').click()]);
  }

  async expectDocument(lang: string, dir: "ltr" | "rtl"): Promise<void> {
    await expect(this.page.locator("html")).toHaveAttribute("lang", lang);
    await expect(this.page.locator("html")).toHaveAttribute("dir", dir);
  }
}

/** Text that came from no catalogue (as untranslatedText finds it) among `texts`: a page's title, a select's choices. */
export function untranslated(texts: readonly string[]): string[] {
  return texts.filter((text) => /[A-Za-z]{3,}/.test(text.replace(/ · Myst$/, "")));
}

/**
 * The text a reader sees in `roots` that came from no catalogue: in the pseudo-locale every
 * message is accented ("[Šéţţîñĝš ~~~]"), so a run of three plain Latin letters is text left in
 * English. Left out: code and the editor's text, rendered Markdown, names marked translate="no"
 * (the languages' own names in the switcher among them), Intl's own words (times), scripts and
 * closed dialogs. A select's choices are read like any text.
 */
export function untranslatedText(page: Page, roots: string[]): Promise<string[]> {
  return page.evaluate((selectors) => {
    const skipped = ".markdown-body, pre, code, .cm-editor, textarea, time, script, style, noscript, [translate='no'], dialog:not([open])";
    const found: string[] = [];
    for (const root of selectors.flatMap((selector) => [...document.querySelectorAll(selector)])) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue?.trim() ?? "";
        if (/[A-Za-z]{3,}/.test(text) && !node.parentElement?.closest(skipped)) found.push(text);
      }
    }
    return found;
  }, roots);
}
