import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import english from "../i18n/messages/en/reader.json";
import { describePaste } from "./metadata";
import type { PastePage } from "./page";

// What a link preview learns of a paste: a public one's image of its first pasty's code, nothing
// of a paste that is private, encrypted, end-to-end or meant to be read once.

const origin = "https://myst.example";
const t = createTranslator({ locale: "en", messages: { reader: english }, namespace: "reader.describe" });

function openPage(paste: Partial<{ private: boolean; burnAfterRead: boolean; e2e: object | null }>, encrypted = false): PastePage {
  return {
    kind: "open",
    paste: { id: "abcd1234", title: "Limiter", private: false, burnAfterRead: false, e2e: null, ...paste },
    owner: null,
    encrypted,
    pasties: [{ id: "pasty123", name: "limiter.ts", stats: { lines: 3 } }],
    languageStats: [],
  } as unknown as PastePage;
}

const imagesOf = (page: PastePage) => {
  const described = describePaste(page, t, origin);
  return { og: described.openGraph?.images, twitter: described.twitter?.images };
};

const withoutImage: [string, PastePage][] = [
  ["private", openPage({ private: true })],
  ["burn-after-reading", openPage({ burnAfterRead: true })],
  ["end-to-end", openPage({ e2e: { nonce: "x" } })],
  ["encrypted", openPage({}, true)],
  ["opened once by someone else", { kind: "opens-once", pasteId: "abcd1234" }],
  ["locked", { kind: "locked", pasteId: "abcd1234", wrongKey: false }],
];

describe("describePaste", () => {
  it("shows a public paste's first pasty as an image, by its full address", () => {
    const images = imagesOf(openPage({}));
    expect(images.og).toEqual([{ url: `${origin}/abcd1234/pasty123.png`, alt: "The code of limiter.ts" }]);
    expect(images.twitter).toEqual(images.og);
  });

  it.each(withoutImage)("gives a %s paste no image", (_kind, page) => {
    expect(imagesOf(page)).toEqual({ og: undefined, twitter: undefined });
  });
});
