import { describe, expect, it } from "vitest";
import { BoundedCache } from "./bounded-cache";

describe("BoundedCache", () => {
  it("evicts the least recently used entries once over its weight", () => {
    const cache = new BoundedCache<string>({ maxWeight: 10 });
    cache.set("a", "A", 4);
    cache.set("b", "B", 4);
    expect(cache.get("a")).toBe("A"); // a is now the most recent
    cache.set("c", "C", 4);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    expect(cache.get("c")).toBe("C");
    expect(cache.totalWeight).toBe(8);
  });

  it("replaces an entry without counting it twice and refuses entries heavier than the bound", () => {
    const cache = new BoundedCache<string>({ maxWeight: 10 });
    cache.set("a", "A", 6);
    cache.set("a", "A2", 5);
    expect(cache.totalWeight).toBe(5);
    cache.set("huge", "H", 11);
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("a")).toBe("A2");
  });
});
