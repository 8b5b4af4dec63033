import { describe, expect, it } from "vitest";
import { announcementPayload, changeFromAnotherInstance } from "./announce";

// Instances sharing a PostgreSQL server hear each other's changes through NOTIFY, and their own
// come back on the same channel: those were heard at once, before the write's answer went out,
// and hearing them again moments later threw away answers the cache had just made.
describe("changes heard through NOTIFY", () => {
  it("are this process's own when it announced them, and left out", () => {
    expect(changeFromAnotherInstance(announcementPayload({ pasteId: "abc12345" }))).toBeUndefined();
    expect(changeFromAnotherInstance(announcementPayload({ everything: true }))).toBeUndefined();
  });

  it("are another instance's otherwise, older instances' without an origin included", () => {
    const other = JSON.stringify({ pasteId: "abc12345", origin: "another-process" });
    expect(changeFromAnotherInstance(other)).toEqual({ pasteId: "abc12345" });
    expect(changeFromAnotherInstance(JSON.stringify({ userId: "u1" }))).toEqual({ userId: "u1" });
    expect(changeFromAnotherInstance(JSON.stringify({ everything: true }))).toEqual({ everything: true });
  });
});
