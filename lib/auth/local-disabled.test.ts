import { afterAll, describe, expect, it, vi } from "vitest";
import { createTestUser } from "../testing/actors";
import { signInLocally, signUpLocally } from "./local";

// Settings are read once per test file, on first use: turn local accounts off before that, and
// put the variable back so a worker reused for another file sees the default.
const previous = vi.hoisted(() => {
  const value = process.env.AUTH_LOCAL;
  process.env.AUTH_LOCAL = "false";
  return value;
});
afterAll(() => {
  if (previous === undefined) delete process.env.AUTH_LOCAL;
  else process.env.AUTH_LOCAL = previous;
});

describe("AUTH_LOCAL=false", () => {
  it("turns local sign-up and password sign-in off", async () => {
    await expect(signUpLocally({ username: "newcomer", password: "long enough pw" })).rejects.toMatchObject({
      status: 404,
      message: "Local accounts are turned off on this service.",
    });
    await createTestUser({ username: "haspassword", password: "long enough pw" });
    await expect(signInLocally({ username: "haspassword", password: "long enough pw" })).rejects.toMatchObject({ status: 404 });
  });
});
