import { changing } from "../changes/announce";
import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { db } from "../db/client";
import { forbidden } from "../core/errors";
import { logger } from "../core/logger";
import { mayDeleteUser } from "./access";
import { requireProfileUser } from "./queries";

/**
 * Deletes a user (themselves, or an admin; scope user) with everything that is theirs: pastes
 * including encrypted ones, their stars, tokens, sessions, settings and avatar. One statement:
 * the foreign keys cascade from the user row, so it happens entirely or not at all.
 */
export async function deleteUser(caller: Caller, username: string): Promise<void> {
  const actor = requireUser(caller, "user");
  const target = await requireProfileUser(username);
  if (!mayDeleteUser(caller, target.id)) throw forbidden("You can only delete your own account.");
  // Everything: besides the user's pastes, the star counts of the pastes they starred change.
  await changing({ everything: true }, () =>
    db().$transaction(async (tx) => {
      // Stars this user gave keep other pastes' counters right.
      const starred = await tx.star.findMany({ where: { userId: target.id }, select: { pasteId: true } });
      if (starred.length > 0) {
        await tx.paste.updateMany({
          where: { id: { in: starred.map((star) => star.pasteId) }, ownerId: { not: target.id } },
          data: { stars: { decrement: 1 } },
        });
      }
      await tx.user.delete({ where: { id: target.id } });
    }),
  );
  if (actor.id !== target.id) {
    logger().info(
      { event: "admin_deleted_user", adminId: actor.id, userId: target.id, username: target.username },
      "An admin deleted a user",
    );
  }
}
