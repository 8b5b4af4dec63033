import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { type Catalogue, NAMESPACES } from "./catalogues";
import { LOCALES } from "./locales";
import { pseudoMessage } from "./pseudo";

// Every catalogue holds exactly the keys of English, and every message is ICU that parses with
// the placeholders, plurals and tags English's has: a missing key, one left over from a rename,
// or a translation that dropped `{username}` fails here, not in front of a reader.

const MESSAGES = join(import.meta.dirname, "messages");

function catalogue(locale: string, namespace: string): Catalogue {
  return JSON.parse(readFileSync(join(MESSAGES, locale, `${namespace}.json`), "utf8")) as Catalogue;
}

function flatten(tree: Catalogue, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

/** The names a message takes and the tags it wraps text in, each once, sorted. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.tag) placeholders(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
  }
  return [...found].sort();
}

/** The text a reader sees of a message, without its placeholders' names. */
function wordsOf(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return wordsOf(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return Object.values(element.options)
          .map((option) => wordsOf(option.value))
          .join(" ");
      }
      return " ";
    })
    .join("");
}

describe("the catalogues", () => {
  it("are one folder per locale, one file per namespace, and nothing else", () => {
    expect(readdirSync(MESSAGES).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(readdirSync(join(MESSAGES, locale)).sort(), locale).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    }
  });

  for (const namespace of NAMESPACES) {
    const english = flatten(catalogue("en", namespace));
    for (const locale of LOCALES) {
      it(`${locale}/${namespace}.json has English's keys, each a message with English's placeholders`, () => {
        const translated = flatten(catalogue(locale, namespace));
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, message] of translated) {
          expect(message.trim(), `${locale} ${namespace}.${key} is empty`).not.toBe("");
          expect(placeholders(parse(message)), `${locale} ${namespace}.${key}`).toEqual(placeholders(parse(english.get(key)!)));
        }
      });
    }
  }

  it("leave no English in another language's catalogue where English has words to translate", () => {
    for (const namespace of NAMESPACES) {
      const english = flatten(catalogue("en", namespace));
      for (const locale of LOCALES.filter((locale) => locale !== "en")) {
        const same = [...flatten(catalogue(locale, namespace))].filter(
          ([key, text]) => text === english.get(key) && /[a-z]{4,}/i.test(wordsOf(parse(text))),
        );
        // Words that are the same in both (a technical name, "Manual" in Spanish) are listed here.
        const alike = same.filter(([key]) => !SAME_IN_BOTH[locale]?.includes(`${namespace}.${key}`));
        expect(
          alike.map(([key]) => key),
          `${locale}/${namespace}`,
        ).toEqual([]);
      }
    }
  });
});

/** Messages whose translation is English's word for word, checked by a speaker of each. */
const SAME_IN_BOTH: Record<string, string[]> = {
  de: [
    "reader.describe.untitled",
    "paste.facts.tags",
    "paste.toolbar.tags",
    "paste.report.reasons.spam",
    "paste.report.details",
    "editor.options.tags",
    "editor.options.passphrase",
    "account.secondFactor.code",
    "settings.appearance.themeNames.system",
    "site.themeNames.system",
    "settings.profile.avatar",
    "settings.security.passkeys",
    "settings.passkeys.name",
    "settings.passkeys.namePlaceholder",
    "settings.signIns.methods.passkey",
    "settings.bin.paste",
    "browse.profile.pastes",
    "browse.stats.pastes",
    "browse.list.tags",
    "browse.explore.filter",
    "reader.endToEnd.passphrase",
    "admin.tabs.pastes",
    "admin.titles.pastes",
    "admin.overview.figures.pastes",
    "admin.common.columns.paste",
    "admin.common.columns.pastes",
    "admin.settingsPage.settings.captcha.label",
  ],
  fr: [
    "reader.describe.untitled",
    "site.footer.nav",
    "site.palette.go.admin",
    "site.palette.go.admin-invitations",
    "editor.options.legend",
    "paste.report.reasons.spam",
    "account.secondFactor.code",
    "settings.profile.avatar",
    "settings.bin.paste",
    "settings.bin.unnamed",
    "browse.profile.pastes",
    "browse.stats.pastes",
    "browse.profile.badges",
    "browse.pagination.label",
    "admin.tabs.pastes",
    "admin.tabs.invitations",
    "admin.titles.administration",
    "admin.titles.pastes",
    "admin.titles.invitations",
    "admin.overview.figures.pastes",
    "admin.common.columns.paste",
    "admin.common.columns.pastes",
    "admin.pastesPage.visible",
    "admin.invitationsPage.invitation",
    "admin.auditPage.action",
    "admin.auditPage.note",
    "admin.settingsPage.settings.captcha.label",
  ],
  es: [
    "reader.describe.untitled",
    "site.docs.manual",
    "site.docs.pageTitle",
    "site.footer.manual",
    "site.units.bytes",
    "site.palette.groups.manual",
    "site.palette.go.manual",
    "paste.report.reasons.spam",
    "settings.profile.avatar",
    "settings.tokens.unnamed",
    "settings.bin.paste",
    "settings.bin.unnamed",
    "browse.profile.pastes",
    "browse.stats.pastes",
    "admin.tabs.pastes",
    "admin.titles.pastes",
    "admin.overview.figures.pastes",
    "admin.common.columns.paste",
    "admin.common.columns.pastes",
    "admin.pastesPage.visible",
    "admin.settingsPage.settings.captcha.label",
  ],
  "pt-BR": [
    "reader.describe.untitled",
    "site.docs.manual",
    "site.docs.pageTitle",
    "site.footer.nav",
    "site.footer.manual",
    "site.units.bytes",
    "site.palette.groups.manual",
    "site.palette.go.manual",
    "editor.options.tags",
    "paste.facts.tags",
    "paste.toolbar.tags",
    "paste.report.reasons.spam",
    "settings.profile.avatar",
    "settings.tokens.unnamed",
    "settings.bin.paste",
    "settings.bin.unnamed",
    "browse.profile.pastes",
    "browse.stats.pastes",
    "admin.tabs.pastes",
    "admin.titles.pastes",
    "admin.overview.figures.pastes",
    "admin.common.columns.paste",
    "admin.common.columns.pastes",
    "admin.settingsPage.settings.captcha.label",
  ],
};

describe("the pseudo-locale", () => {
  it("accents every letter, brackets the message and makes it a third longer, keeping its placeholders", () => {
    const message = "Signed in as <strong>{username}</strong>, {count, plural, one {# paste} other {# pastes}}";
    const pseudo = pseudoMessage(message);
    expect(pseudo).toMatch(/^\[.*~+\]$/);
    expect(wordsOf(parse(pseudo))).not.toMatch(/[a-z]{2}/i);
    expect(placeholders(parse(pseudo))).toEqual(placeholders(parse(message)));
    const plain = "Create a new paste";
    expect(pseudoMessage(plain).length).toBeGreaterThanOrEqual(plain.length * 1.3);
    expect(pseudoMessage("Settings")).toBe("[Šéţţîñĝš ~~~]");
  });
});
