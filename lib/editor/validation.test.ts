import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import editor from "../i18n/messages/en/editor.json";
import site from "../i18n/messages/en/site.json";
import { byteSize } from "../i18n/byte-size";
import { PASTIES_MAX, PASTY_TITLE_MAX, TAG_MAX, TAGS_MAX, TITLE_MAX } from "../pastes/schema";
import { createPasteBody, editPasteBody, submittedLanguage, tagsChanged } from "./request";
import { type EditorLimits, isSendableHeaderValue, validatePasteForm, type ValidationWords } from "./validation";

const limits: EditorLimits = {
  title: TITLE_MAX,
  pastyTitle: PASTY_TITLE_MAX,
  pasties: PASTIES_MAX,
  tags: TAGS_MAX,
  tag: TAG_MAX,
  contentBytes: 16,
};
// The words the form says them in: English's catalogue, as an English reader's page has it.
const t = createTranslator({ locale: "en", messages: { editor, site } });
const say: ValidationWords = {
  message: (key, values) => t(`editor.validation.${key}`, values),
  size: (bytes) => byteSize(bytes, (key, values) => t(`site.units.${key}`, values)),
};
const base = { title: "", pasties: [{ key: "a", title: "", content: "hello" }], tags: [], encrypted: false, password: "" };

describe("validatePasteForm", () => {
  it("accepts a plain paste", () => {
    expect(validatePasteForm(base, limits, say)).toEqual({});
  });

  it("checks the server's limits, field by field", () => {
    const errors = validatePasteForm(
      {
        ...base,
        title: "t".repeat(TITLE_MAX + 1),
        pasties: [{ key: "a", title: "p".repeat(PASTY_TITLE_MAX + 1), content: "é".repeat(9) }],
        tags: ["x".repeat(TAG_MAX + 1)],
      },
      limits,
      say,
    );
    expect(errors).toEqual({
      title: `A title has at most ${TITLE_MAX} characters.`,
      "pasty:a:title": `A pasty title has at most ${PASTY_TITLE_MAX} characters.`,
      content: "The paste holds 18 bytes; at most 16 bytes are allowed.",
      tags: `A tag has at most ${TAG_MAX} characters.`,
    });
    const many = Array.from({ length: TAGS_MAX + 1 }, (_, index) => `t${index}`);
    expect(validatePasteForm({ ...base, tags: [...many, " t0 ", ""] }, limits, say).tags).toBe(`A paste has at most ${TAGS_MAX} tags.`);
    const pasties = Array.from({ length: PASTIES_MAX + 1 }, (_, index) => ({ key: `k${index}`, title: "", content: "" }));
    expect(validatePasteForm({ ...base, pasties: [...pasties, { key: "x", title: "", content: "a" }] }, limits, say).pasties).toMatch(
      /at most/,
    );
  });

  it("refuses an empty paste", () => {
    expect(validatePasteForm({ ...base, pasties: [{ key: "a", title: "x", content: " \n" }] }, limits, say).content).toBe(
      "Write or paste something first.",
    );
  });

  it("needs a password that a header can carry when encrypting", () => {
    expect(validatePasteForm({ ...base, encrypted: true }, limits, say).password).toMatch(/Choose a password/);
    expect(validatePasteForm({ ...base, encrypted: true, password: "pässwörd ok" }, limits, say)).toEqual({});
    expect(validatePasteForm({ ...base, encrypted: true, password: "🔑 key" }, limits, say).password).toMatch(/no emoji/);
    expect(isSendableHeaderValue(" padded")).toBe(false);
    expect(isSendableHeaderValue("line\nbreak")).toBe(false);
  });
});

describe("request bodies", () => {
  const draft = {
    title: " hello ",
    expiresIn: "1w",
    private: true,
    pinned: false,
    anonymous: false,
    encrypted: false,
    tags: [" work ", "work", ""],
    activeKey: "a",
    pasties: [
      { key: "a", id: "p1p1p1p1", title: " one ", content: "x", language: "Rust" },
      { key: "b", title: "", content: "print(1)", language: "Autodetect", detected: "Python" },
      { key: "c", title: "", content: "?", language: "Autodetect", detected: null },
    ],
  };

  it("sends a detected language as shown, else leaves detection to the server", () => {
    expect(draft.pasties.map(submittedLanguage)).toEqual(["Rust", "Python", "Autodetect"]);
  });

  it("sends signed-in options only for a signed-in writer", () => {
    expect(createPasteBody(draft, false)).toEqual({
      title: "hello",
      expiresIn: "1w",
      encrypted: false,
      pasties: [
        { title: "one", content: "x", language: "Rust" },
        { title: "", content: "print(1)", language: "Python" },
        { title: "", content: "?", language: "Autodetect" },
      ],
    });
    expect(createPasteBody(draft, true)).toMatchObject({ anonymous: false, private: true, pinned: false, tags: ["work"] });
    expect(createPasteBody({ ...draft, anonymous: true }, true)).toMatchObject({
      anonymous: true,
      private: false,
      pinned: false,
      tags: [],
    });
  });

  it("keeps pasty ids on edit", () => {
    expect(editPasteBody(draft).pasties.map((pasty) => pasty.id)).toEqual(["p1p1p1p1", undefined, undefined]);
    expect(editPasteBody(draft).pasties[1]).not.toHaveProperty("id");
  });

  it("tells whether the tags changed", () => {
    expect(tagsChanged(["b", "a"], [" a", "b", "b"])).toBe(false);
    expect(tagsChanged(["a"], ["a", "c"])).toBe(true);
  });
});
