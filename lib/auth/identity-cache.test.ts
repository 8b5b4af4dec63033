import { describe, expect, it } from "vitest";
import { notifyLocally } from "../changes/announce";
import { database, setDatabase } from "../db/client";
import { type Sql, sql } from "../db/sql";
import { AppError } from "../core/errors";
import { createTestUser } from "../testing/actors";
import { setAdminRight } from "../moderation/admin-rights";
import { renameUser } from "../users/rename";
import { sessionCaller } from "./resolve-caller";
import { createSession, deleteSession, deleteUserSessions, findSessionUser } from "./sessions";
import { createAccessToken, deleteAccessToken, verifyAccessToken } from "./tokens";

// Tokens and sessions are looked up once and then kept a few seconds (identity-cache.ts): every
// write that changes what they say must show on the very next request.

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.status : error),
  );

describe("the identity cache", () => {
  it("refuses a revoked token on the next request", async () => {
    const user = await createTestUser();
    const { id, accessToken } = await createAccessToken(user.id, { scopes: ["paste"], expiresIn: "never" });
    expect((await verifyAccessToken(accessToken)).user.id).toBe(user.id);
    expect((await verifyAccessToken(accessToken)).user.id).toBe(user.id);
    await deleteAccessToken(user.id, id);
    expect(await refused(verifyAccessToken(accessToken))).toBe(401);
  });

  it("ends a signed-out session, and all of a user's sessions, on the next request", async () => {
    const user = await createTestUser();
    const [one, two] = [await createSession(user.id), await createSession(user.id)];
    expect((await findSessionUser(one.token))?.id).toBe(user.id);
    expect((await findSessionUser(two.token))?.id).toBe(user.id);
    await deleteSession(one.token);
    expect(await findSessionUser(one.token)).toBeNull();
    expect((await findSessionUser(two.token))?.id).toBe(user.id);
    await deleteUserSessions(user.id);
    expect(await findSessionUser(two.token)).toBeNull();
  });

  it("shows a rename and an admin flag on the next request, through a token and a session", async () => {
    const user = await createTestUser();
    const { accessToken } = await createAccessToken(user.id, { scopes: ["user"], expiresIn: "never" });
    const { token } = await createSession(user.id);
    expect((await verifyAccessToken(accessToken)).user.isAdmin).toBe(false);
    expect((await findSessionUser(token))?.username).toBe(user.username);
    const renamed = `${user.username.slice(0, 12)}x2`;
    await renameUser(sessionCaller({ id: user.id, username: user.username, isAdmin: false }), renamed);
    expect((await findSessionUser(token))?.username).toBe(renamed);
    expect((await verifyAccessToken(accessToken)).user.username).toBe(renamed);
    await setAdminRight({ id: "cli", username: "command line" }, renamed, true, "");
    expect((await verifyAccessToken(accessToken)).user.isAdmin).toBe(true);
    expect((await findSessionUser(token))?.isAdmin).toBe(true);
  });

  it("does not keep what a lookup read when another instance's change arrived while it ran", async () => {
    const user = await createTestUser();
    const { id, accessToken } = await createAccessToken(user.id, { scopes: ["paste"], expiresIn: "never" });
    const { token } = await createSession(user.id);
    // Another instance deletes the row and its announcement arrives after the lookup's statement
    // has read it, before its answer is back.
    const original = database();
    let anotherInstanceDeletes: Sql;
    setDatabase({
      ...original,
      queryRows: async <T>(statement: Sql) => {
        const rows = await original.queryRows<T>(statement);
        await original.queryRows(anotherInstanceDeletes);
        notifyLocally({ userId: user.id });
        return rows;
      },
    });
    try {
      anotherInstanceDeletes = sql`DELETE FROM access_tokens WHERE id = ${id}`;
      expect((await verifyAccessToken(accessToken)).user.id).toBe(user.id);
      anotherInstanceDeletes = sql`DELETE FROM sessions WHERE user_id = ${user.id}`;
      expect((await findSessionUser(token))?.id).toBe(user.id);
    } finally {
      setDatabase(original);
    }
    expect(await refused(verifyAccessToken(accessToken))).toBe(401);
    expect(await findSessionUser(token)).toBeNull();
  });
});
