import { describe, expect, it } from "vitest";
import { Doorkeeper } from "./doorkeeper";

describe("Doorkeeper", () => {
  it("says a key was seen from its second time on", () => {
    const doorkeeper = new Doorkeeper();
    expect(doorkeeper.seenBefore("https://example.test/raw/abcd1234/efgh5678")).toBe(false);
    expect(doorkeeper.seenBefore("https://example.test/raw/abcd1234/efgh5678")).toBe(true);
    expect(doorkeeper.seenBefore("https://example.test/raw/abcd1234/efgh5679")).toBe(false);
  });

  it("rarely takes a new key for one it has seen", () => {
    const doorkeeper = new Doorkeeper();
    const keys = Array.from({ length: 20_000 }, (_, index) => `/api/v3/pastes/${index.toString(36).padStart(8, "0")}`);
    const wronglySeen = keys.filter((key) => doorkeeper.seenBefore(key)).length;
    expect(wronglySeen).toBeLessThan(keys.length / 100);
    expect(keys.every((key) => doorkeeper.seenBefore(key))).toBe(true);
  });

  it("forgets the distant past once it is half full, so its memory stays fixed", () => {
    const doorkeeper = new Doorkeeper();
    const early = Array.from({ length: 1_000 }, (_, index) => `early ${index}`);
    for (const key of early) doorkeeper.seenBefore(key);
    for (let index = 0; index < 400_000; index++) doorkeeper.seenBefore(`later ${index}`);
    const remembered = early.filter((key) => doorkeeper.seenBefore(key)).length;
    expect(remembered).toBeLessThan(early.length / 2);
  });
});
