import { afterAll, describe, expect, it, vi } from "vitest";
import { createUser } from "../users/create";
import { signInLocally, signUpLocally } from "./local";
import { createUserForPendingLogin } from "./provider-login";

// REGISTRATION=closed (issue 27): no new account by any way a visitor has; existing accounts sign
// in as always, and the command line still creates accounts (createUser, unchecked).

const previous = vi.hoisted(() => {
  const saved = process.env.REGISTRATION;
  process.env.REGISTRATION = "closed";
  return saved;
});
afterAll(() => {
  if (previous === undefined) delete process.env.REGISTRATION;
  else process.env.REGISTRATION = previous;
});

describe("closed registration", () => {
  it("refuses the sign-up form and a first provider sign-in, and lets existing accounts in", async () => {
    const closed = { status: 403, message: "Registration is closed on this instance." };
    await expect(signUpLocally({ username: "latecomer", password: "a long enough password" })).rejects.toMatchObject(closed);
    const pending = { provider: "oidc", providerAccountId: "sub-latecomer", suggestedUsername: "latecomer" };
    await expect(createUserForPendingLogin(pending, "latecomer")).rejects.toMatchObject(closed);

    const existing = await createUser({ username: "oldtimer", password: "a long enough password" });
    expect((await signInLocally({ username: "oldtimer", password: "a long enough password" })).id).toBe(existing.id);
  });
});
