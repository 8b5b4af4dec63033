import { changing } from "../changes/announce";
import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { db } from "../db/client";
import { isUniqueViolationOn } from "../db/unique-violation";
import { withUniqueId } from "../db/unique-id";
import { toUserDto, type UserDto } from "../users/dto";
import { renderDefaultAvatar } from "./default-avatar";
import { processAvatarUpload } from "./process";

/**
 * PATCH /api/v3/settings/avatar (scope user): replaces the caller's avatar with the uploaded
 * image, re-encoded, and answers the User. The upload is read only after the caller is known to
 * be allowed, so refused callers never send their bytes through the decoder. The new image gets
 * a new id, which is what makes the image URLs safe to cache forever.
 */
export async function setAvatar(caller: Caller, readUpload: () => Promise<Uint8Array>): Promise<UserDto> {
  const { id: userId } = requireUser(caller, "user");
  const image = await processAvatarUpload(await readUpload());
  // One statement (INSERT … ON CONFLICT (user_id) DO UPDATE): two uploads at once leave one
  // avatar, never an error.
  const avatar = await changing({ userId }, () =>
    withUniqueId((id) =>
      db().avatar.upsert({
        where: { userId },
        create: { id, userId, ...image },
        update: { id, ...image, createdAt: new Date() },
        select: { id: true },
      }),
    ),
  );
  return toUserDto({ ...(await db().user.findUniqueOrThrow({ where: { id: userId } })), avatar });
}

/**
 * The user's avatar id. Users get their default avatar when they are created; this gives one to
 * users from before avatars existed, the first time they are shown.
 */
export async function ensureAvatar(userId: string): Promise<{ id: string }> {
  const existing = await db().avatar.findUnique({ where: { userId }, select: { id: true } });
  if (existing) return existing;
  const image = await renderDefaultAvatar(userId);
  try {
    return await withUniqueId((id) => db().avatar.create({ data: { id, userId, ...image }, select: { id: true } }));
  } catch (error) {
    // Shown twice at once: the other request's default avatar is the same image.
    if (isUniqueViolationOn(error, "user_id")) return db().avatar.findUniqueOrThrow({ where: { userId }, select: { id: true } });
    throw error;
  }
}
