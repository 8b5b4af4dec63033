import { describe, expect, it } from "vitest";
import { flagConflict, flagControls, flagsOf, type PasteFlags } from "./flags";

const none: PasteFlags = { private: false, pinned: false, anonymous: false, tagged: false };

describe("flagControls", () => {
  it("leaves everything open when nothing is chosen", () => {
    const open = { disabled: false, reason: null };
    expect(flagControls(none, true)).toEqual({ private: open, pinned: open, anonymous: open, tags: open, burnAfterRead: open });
  });

  it("pinned and private exclude each other", () => {
    expect(flagControls({ ...none, private: true }, true).pinned).toEqual({ disabled: true, reason: "privateNotPinned" });
    expect(flagControls({ ...none, pinned: true }, true).private).toEqual({ disabled: true, reason: "pinnedNotPrivate" });
  });

  it("anonymous excludes private, pinned and tags, and says which choice blocks it", () => {
    const anonymous = flagControls({ ...none, anonymous: true }, true);
    expect(anonymous.private.disabled && anonymous.pinned.disabled && anonymous.tags.disabled).toBe(true);
    expect(anonymous.tags.reason).toBe("anonymousNoTags");
    expect(flagControls({ ...none, private: true }, true).anonymous).toEqual({
      disabled: true,
      reason: "notAnonymous",
      blockers: ["private"],
    });
    expect(flagControls({ ...none, pinned: true, tagged: true }, true).anonymous).toEqual({
      disabled: true,
      reason: "notAnonymous",
      blockers: ["pinned", "tagged"],
    });
    expect(flagControls({ ...none, tagged: true }, true).anonymous.disabled).toBe(true);
  });

  it("disables every account option for visitors who are not signed in; burn after reading stays open to them", () => {
    const { burnAfterRead, ...accountOptions } = flagControls(none, false);
    expect(Object.values(accountOptions).every((control) => control.disabled && control.reason)).toBe(true);
    expect(burnAfterRead).toEqual({ disabled: false, reason: null });
  });

  it("burn after reading and pinned rule each other out", () => {
    expect(flagControls({ ...none, burnAfterRead: true }, true).pinned).toEqual({
      disabled: true,
      reason: "burnNotPinned",
    });
    expect(flagControls({ ...none, pinned: true }, true).burnAfterRead.disabled).toBe(true);
    expect(flagConflict({ ...none, pinned: true, burnAfterRead: true }, true)).toBe("burnNotPinned");
  });
});

describe("flagConflict", () => {
  it("names the first broken rule, or null", () => {
    expect(flagConflict(none, true)).toBeNull();
    expect(flagConflict({ ...none, pinned: true, private: true }, true)).toBe("pinnedAndPrivate");
    expect(flagConflict({ ...none, anonymous: true, tagged: true }, true)).toBe("anonymousNoTags");
    expect(flagConflict({ ...none, private: true }, false)).toBe("signIn");
    expect(flagConflict({ ...none, anonymous: true }, false)).toBeNull();
  });
});

describe("flagsOf", () => {
  const form = { private: false, pinned: false, anonymous: false, tags: [] as string[] };

  it("reads a form with no tags as untagged and one with any tag as tagged", () => {
    expect(flagsOf(form)).toEqual({ ...none, burnAfterRead: undefined });
    expect(flagsOf({ ...form, tags: ["rust"] }).tagged).toBe(true);
  });

  it("carries the switches over as they are, so the rules see what the writer chose", () => {
    expect(flagsOf({ private: true, pinned: true, anonymous: true, tags: [], burnAfterRead: true })).toEqual({
      private: true,
      pinned: true,
      anonymous: true,
      tagged: false,
      burnAfterRead: true,
    });
    expect(flagConflict(flagsOf({ ...form, anonymous: true, tags: ["rust"] }), true)).toBe("anonymousNoTags");
  });
});
