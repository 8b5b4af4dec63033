import { describe, expect, it } from "vitest";
import { sharp } from "./sharp";

describe("sharp as the service draws with it", () => {
  it("keeps no operations' results in libvips's cache", () => {
    const cache = sharp.cache();
    expect(cache.memory.max).toBe(0);
    expect(cache.items.max).toBe(0);
    expect(cache.files.max).toBe(0);
  });
});
