import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { keptBytes } from "./kept-bytes";

// What the caches keep must hold only its own bytes: a view of a shared slab kept alive the
// whole slab (64 KiB per piece of a few bytes), which took a 32 MB cache to 186 MB.

describe("keptBytes", () => {
  it("copies small pieces into an allocation of exactly their size, where Node would share a slab", () => {
    const deflated = deflateRawSync(Buffer.from("a small piece of a page"));
    const pooled = Buffer.from("pooled");
    expect(deflated.buffer.byteLength).toBeGreaterThan(deflated.length);
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);

    const kept = keptBytes([deflated, pooled]);
    expect(kept.buffer.byteLength).toBe(deflated.length + pooled.length);
    expect(kept.subarray(deflated.length).toString()).toBe("pooled");
  });

  it("keeps an empty list as an empty allocation", () => {
    expect(keptBytes([]).length).toBe(0);
  });
});
