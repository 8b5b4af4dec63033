import { db } from "../db/client";

// The few reads of the Gist door's extras that no other feature answers.

/** The avatar ids of these users (GitHub's objects carry an avatar_url); a user without one yet is left out. */
export async function avatarIdsOf(userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const avatars = await db().avatar.findMany({ where: { userId: { in: [...new Set(userIds)] } }, select: { id: true, userId: true } });
  return new Map(avatars.map((avatar) => [avatar.userId, avatar.id]));
}

/** A paste's kept versions before its current one, newest first: their numbers, when each came to be, and the edit that holds it. */
export function keptVersions(pasteId: string) {
  return db().pasteEdit.findMany({
    where: { pasteId },
    orderBy: { version: "desc" },
    select: { id: true, version: true, versionEditedAt: true },
  });
}

/** The username and avatar of a paste's owner, for the commits they made. */
export function ownerOf(userId: string) {
  return db().user.findUnique({ where: { id: userId }, select: { id: true, username: true, avatar: { select: { id: true } } } });
}
