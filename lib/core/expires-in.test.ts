import { describe, expect, it } from "vitest";
import { expiryDate } from "./expires-in";

const at = (iso: string) => new Date(iso);

describe("expiresIn", () => {
  it("never expires for never", () => {
    expect(expiryDate("never", at("2026-01-01T00:00:00.000Z"))).toBeNull();
  });

  it("adds fixed spans for hours, days and weeks", () => {
    const from = at("2026-03-01T10:00:00.000Z");
    expect(expiryDate("1h", from)?.toISOString()).toBe("2026-03-01T11:00:00.000Z");
    expect(expiryDate("10h", from)?.toISOString()).toBe("2026-03-01T20:00:00.000Z");
    expect(expiryDate("2d", from)?.toISOString()).toBe("2026-03-03T10:00:00.000Z");
    expect(expiryDate("1w", from)?.toISOString()).toBe("2026-03-08T10:00:00.000Z");
  });

  it("uses calendar months and years, clamped to shorter months", () => {
    expect(expiryDate("1m", at("2026-01-31T12:00:00.000Z"))?.toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(expiryDate("1m", at("2028-01-31T12:00:00.000Z"))?.toISOString()).toBe("2028-02-29T12:00:00.000Z");
    expect(expiryDate("1m", at("2026-12-15T08:30:00.000Z"))?.toISOString()).toBe("2027-01-15T08:30:00.000Z");
    expect(expiryDate("1y", at("2028-02-29T00:00:00.000Z"))?.toISOString()).toBe("2029-02-28T00:00:00.000Z");
  });
});
