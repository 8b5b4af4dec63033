import { renderDefaultAvatar } from "../avatars/default-avatar";
import { db } from "../db/client";
import { isUniqueViolationOn } from "../db/unique-violation";
import type { Prisma, User } from "../db/generated/client";
import { AppError } from "../core/errors";
import { newId } from "../core/ids";
import { withUniqueId } from "../db/unique-id";
import { hashPassword } from "../auth/passwords";
import { usernameKey, usernameSchema } from "./username";
import { USERNAME_PROBLEMS } from "./username-problems";

export interface NewUser {
  username: string;
  /** Local accounts only; provider accounts have none. */
  password?: string;
  isAdmin?: boolean;
  /** A provider login to link to the new user in the same transaction. */
  account?: { provider: string; providerAccountId: string };
  /** Run in the transaction before the user is written; throws to refuse (lib/auth/registration.ts). */
  admit?: (tx: Prisma.TransactionClient) => Promise<void>;
}

export const usernameTaken = () => new AppError("conflict", USERNAME_PROBLEMS.username_taken);

/**
 * Creates a user with their generated default avatar (and provider link) in one transaction;
 * 409 when the name is taken in any letter case.
 */
export async function createUser(input: NewUser): Promise<User> {
  const username = usernameSchema.parse(input.username);
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  try {
    return await withUniqueId(async (id) => {
      // Rendered before the transaction opens, so it holds no connection while the image is drawn.
      const avatar = await renderDefaultAvatar(id);
      return db().$transaction(async (tx: Prisma.TransactionClient) => {
        await input.admit?.(tx);
        const user = await tx.user.create({
          data: { id, username, usernameKey: usernameKey(username), passwordHash, isAdmin: input.isAdmin ?? false },
        });
        // Ids drawn inside the transaction are not retried one by one (a failed statement aborts
        // a PostgreSQL transaction); a collision fails the whole transaction, which is retried.
        await tx.actionLog.create({ data: { id: newId(), type: "user_created", userId: user.id, objectId: user.id } });
        await tx.avatar.create({ data: { id: newId(), userId: user.id, ...avatar } });
        if (input.account) await tx.account.create({ data: { id: newId(), userId: user.id, ...input.account } });
        return user;
      });
    });
  } catch (error) {
    if (isUniqueViolationOn(error, "username_key")) throw usernameTaken();
    throw error;
  }
}
