import { describe, expect, it } from "vitest";
import { idPattern, newId } from "./ids";

describe("ids", () => {
  it("are 8 characters of a-z0-9 and do not repeat", () => {
    const ids = Array.from({ length: 5000 }, newId);
    expect(ids.every((id) => idPattern.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
