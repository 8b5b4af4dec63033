import { db } from "../db/client";
import { isUniqueViolationOn } from "../db/unique-violation";
import type { Prisma, User } from "../db/generated/client";
import { AppError } from "../errors";
import { newId, withUniqueId } from "../ids";
import { hashPassword } from "../auth/passwords";
import { usernameKey, usernameSchema } from "./username";

export interface NewUser {
  username: string;
  /** Local accounts only; provider accounts have none. */
  password?: string;
  isAdmin?: boolean;
  /** A provider login to link to the new user in the same transaction. */
  account?: { provider: string; providerAccountId: string };
}

export const usernameTaken = () => new AppError("conflict", "That username is already taken.");

/** Creates a user (and its provider link); 409 when the name is taken in any letter case. */
export async function createUser(input: NewUser): Promise<User> {
  const username = usernameSchema.parse(input.username);
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  try {
    return await withUniqueId((id) =>
      db().$transaction(async (tx: Prisma.TransactionClient) => {
        const user = await tx.user.create({
          data: { id, username, usernameKey: usernameKey(username), passwordHash, isAdmin: input.isAdmin ?? false },
        });
        // Ids drawn inside the transaction are not retried one by one (a failed statement aborts
        // a PostgreSQL transaction); a collision fails the whole transaction, which is retried.
        await tx.actionLog.create({ data: { id: newId(), type: "user_created", userId: user.id, objectId: user.id } });
        if (input.account) await tx.account.create({ data: { id: newId(), userId: user.id, ...input.account } });
        return user;
      }),
    );
  } catch (error) {
    if (isUniqueViolationOn(error, "username_key")) throw usernameTaken();
    throw error;
  }
}
