import { describe, expect, it } from "vitest";
import { expiresInValues } from "../core/expires-in";
import { type Draft, draftHasWork, parseDraft, sameWork, serializeDraft } from "./draft";

const draft: Draft = {
  title: "notes",
  expiresIn: "1d",
  private: true,
  pinned: false,
  anonymous: false,
  encrypted: true,
  tags: ["work"],
  pasties: [
    { key: "p0", title: "main.rs", content: "fn main() {}", language: "Rust" },
    { key: "p1", id: "abcd1234", title: "", content: "", language: "Autodetect" },
  ],
  activeKey: "p1",
};

describe("draft serialisation", () => {
  it("round-trips", () => {
    expect(parseDraft(serializeDraft(draft), expiresInValues)).toEqual(draft);
  });

  it("never stores a password, even when the state carries one", () => {
    const text = serializeDraft({ ...draft, password: "hunter2 secret" } as Draft);
    expect(text).not.toContain("hunter2");
    expect(JSON.parse(text)).not.toHaveProperty("password");
  });

  it("refuses what it cannot trust", () => {
    expect(parseDraft(null, expiresInValues)).toBeNull();
    expect(parseDraft("{not json", expiresInValues)).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, pasties: [] }), expiresInValues)).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 1, pasties: [] }), expiresInValues)).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 1, pasties: [{ key: "a" }] }), expiresInValues)).toBeNull();
    const twice = {
      version: 1,
      pasties: [
        { key: "a", content: "" },
        { key: "a", content: "" },
      ],
    };
    expect(parseDraft(JSON.stringify(twice), expiresInValues)).toBeNull();
  });

  it("repairs small damage: unknown expiry, missing fields, a selected tab that is gone", () => {
    const parsed = parseDraft(
      JSON.stringify({
        version: 1,
        expiresIn: "3y",
        private: "yes",
        tags: ["a", 3],
        pasties: [{ key: "k", content: "x" }],
        activeKey: "gone",
      }),
      expiresInValues,
    );
    expect(parsed).toEqual({
      title: "",
      expiresIn: "never",
      private: false,
      pinned: false,
      anonymous: false,
      encrypted: false,
      tags: ["a"],
      pasties: [{ key: "k", title: "", content: "x", language: "Text" }],
      activeKey: "k",
    });
  });
});

describe("draftHasWork and sameWork", () => {
  it("an empty form holds no work", () => {
    const empty: Draft = { ...draft, title: " ", tags: [], pasties: [{ key: "p0", title: "", content: "", language: "Text" }] };
    expect(draftHasWork(empty)).toBe(false);
    expect(draftHasWork({ ...empty, pasties: [{ ...empty.pasties[0]!, content: " " }] })).toBe(true);
  });

  it("ignores tab keys and the selected tab", () => {
    const rekeyed = { ...draft, activeKey: "q0", pasties: draft.pasties.map((pasty, index) => ({ ...pasty, key: `q${index}` })) };
    expect(sameWork(draft, rekeyed)).toBe(true);
    expect(sameWork(draft, { ...draft, title: "other" })).toBe(false);
  });
});
