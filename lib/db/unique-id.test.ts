import { describe, expect, it } from "vitest";
import { withUniqueId } from "./unique-id";

describe("withUniqueId", () => {
  it("retries a primary-key collision with a new id, but not other errors", async () => {
    const seen: string[] = [];
    const id = await withUniqueId(async (candidate) => {
      seen.push(candidate);
      if (seen.length < 3) throw Object.assign(new Error("dup"), { code: "P2002", meta: { target: ["id"] } });
      return candidate;
    });
    expect(seen).toHaveLength(3);

    // node-postgres through the driver adapter names only the index.
    let tries = 0;
    await withUniqueId(async () => {
      tries += 1;
      if (tries === 1) {
        throw Object.assign(new Error("dup"), {
          code: "P2002",
          meta: { driverAdapterError: { cause: { constraint: { index: "pastes_pkey" } } } },
        });
      }
      return "ok";
    });
    expect(tries).toBe(2);
    expect(id).toBe(seen[2]);
    await expect(
      withUniqueId(async () => {
        throw Object.assign(new Error("dup name"), { code: "P2002", meta: { target: ["username_key"] } });
      }),
    ).rejects.toThrow("dup name");
  });
});
