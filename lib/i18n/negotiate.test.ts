import { describe, expect, it } from "vitest";
import { negotiateLocale, resolveLocale } from "./negotiate";

describe("Accept-Language", () => {
  it.each([
    [null, "en"],
    ["", "en"],
    ["de-DE,de;q=0.9,en;q=0.8", "de"],
    ["en-US,en;q=0.9,fr;q=0.8", "en"],
    ["fr;q=0.4, ja;q=0.9", "ja"],
    ["pt", "pt-BR"],
    ["pt-PT,pt;q=0.9", "pt-BR"],
    ["zh", "zh-CN"],
    ["zh-Hans-CN", "zh-CN"],
    ["zh-TW,ja;q=0.5", "ja"],
    ["zh-Hant", "en"],
    ["ar-EG", "ar"],
    ["ES-mx", "es"],
    ["sv, nl;q=0.8", "en"],
    ["de;q=0, fr", "fr"],
    ["*", "en"],
    ["de;q=0.5, es;q=0.5", "de"],
    ["de;q=abc, fr;q=0.9", "de"],
  ])("%j → %s", (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it("reads a bounded number of ranges from a huge header", () => {
    expect(negotiateLocale(`${"xx,".repeat(100_000)}de`)).toBe("en");
  });
});

describe("the page's locale", () => {
  it("is the saved setting, then the cookie, then the browser's", () => {
    expect(resolveLocale({ setting: "ja", cookie: "de", acceptLanguage: "fr", pseudo: false })).toBe("ja");
    expect(resolveLocale({ setting: "auto", cookie: "de", acceptLanguage: "fr", pseudo: false })).toBe("de");
    expect(resolveLocale({ setting: "auto", cookie: "klingon", acceptLanguage: "fr", pseudo: false })).toBe("fr");
  });

  it("is the pseudo-locale only where it is enabled", () => {
    expect(resolveLocale({ cookie: "en-XA", acceptLanguage: "es", pseudo: false })).toBe("es");
    expect(resolveLocale({ cookie: "en-XA", acceptLanguage: "es", pseudo: true })).toBe("en-XA");
  });
});
