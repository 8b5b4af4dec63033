import { describe, expect, it } from "vitest";
import { createTestUser } from "../testing/actors";
import { deleteUser } from "../users/delete";
import { findUserByUsername } from "../users/queries";
import { signInLocally, signUpLocally } from "./local";
import { createUserForPendingLogin, findLinkedUser } from "./provider-login";
import { readSessionToken } from "./cookies";
import { startSession } from "./sign-in";
import { sessionCaller } from "./resolve-caller";
import { findSessionUser } from "./sessions";

describe("local accounts", () => {
  it("sign up stores an argon2id hash, never the password", async () => {
    const user = await signUpLocally({ username: "Alice.B", password: "correct horse" });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain("correct horse");
    expect(user.usernameKey).toBe("alice.b");
    expect((await findUserByUsername("ALICE.b"))?.id).toBe(user.id);
  });

  it("refuses a taken name in any letter case (409) and bad names or short passwords (400)", async () => {
    await signUpLocally({ username: "Bob", password: "long enough" });
    await expect(signUpLocally({ username: "bOB", password: "long enough" })).rejects.toMatchObject({ status: 409 });
    for (const username of ["", "x".repeat(21), "no spaces", "é"]) {
      await expect(signUpLocally({ username, password: "long enough" })).rejects.toMatchObject({ name: "ZodError" });
    }
    await expect(signUpLocally({ username: "carol", password: "short" })).rejects.toMatchObject({ name: "ZodError" });
  });

  it("signs in with the right password only, in any letter case of the name", async () => {
    const created = await signUpLocally({ username: "Dave", password: "p4ssword!" });
    expect((await signInLocally({ username: "dave", password: "p4ssword!" })).id).toBe(created.id);
    await expect(signInLocally({ username: "Dave", password: "wrong-password" })).rejects.toMatchObject({ status: 401 });
    await expect(signInLocally({ username: "nobody", password: "p4ssword!" })).rejects.toMatchObject({
      status: 401,
      message: "Wrong username or password.",
    });
  });

  it("cannot sign in to a provider-only account with a password", async () => {
    const user = await createTestUser({ username: "provideronly" });
    expect(user.passwordHash).toBeNull();
    await expect(signInLocally({ username: "provideronly", password: "anything1" })).rejects.toMatchObject({ status: 401 });
  });

  it("starts a session whose cookie resolves to the user; deleting the user ends it", async () => {
    const user = await signUpLocally({ username: "erin", password: "p4ssword!" });
    const cookie = await startSession(user);
    expect(cookie).toMatch(/^myst_session=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax; Expires=/);
    const token = readSessionToken(new Request("http://localhost/", { headers: { cookie: cookie.split(";")[0]! } }))!;
    expect(await findSessionUser(token)).toMatchObject({ id: user.id, username: "erin" });
    await deleteUser(sessionCaller({ id: user.id, username: user.username, isAdmin: false }), user.username);
    expect(await findSessionUser(token)).toBeNull();
  });
});

describe("provider logins", () => {
  const pending = { provider: "oidc", providerAccountId: "sub-123", suggestedUsername: "frank" };

  it("create the user with the chosen name on the first login and reuse it later", async () => {
    expect(await findLinkedUser(pending)).toBeNull();
    const user = await createUserForPendingLogin(pending, "Frankie");
    expect(user.username).toBe("Frankie");
    expect(user.passwordHash).toBeNull();
    expect((await findLinkedUser(pending))?.id).toBe(user.id);
    expect((await createUserForPendingLogin(pending, "other"))?.id).toBe(user.id);
    // The same subject at another provider is another person.
    expect(await findLinkedUser({ ...pending, provider: "github" })).toBeNull();
  });

  it("refuse a taken username and an expired pending login", async () => {
    await createTestUser({ username: "Grace" });
    await expect(createUserForPendingLogin({ ...pending, providerAccountId: "sub-9" }, "grace")).rejects.toMatchObject({ status: 409 });
    await expect(createUserForPendingLogin(null, "whoever")).rejects.toMatchObject({ status: 401 });
  });
});
