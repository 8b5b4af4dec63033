import { db } from "../db/client";
import { notFound } from "../core/errors";
import { idPattern } from "../core/ids";
import type { StoredImage } from "./process";

/** An avatar by its id (public: avatars are part of public profiles), or 404. */
export async function readAvatar(avatarId: string): Promise<StoredImage & { id: string }> {
  const avatar = idPattern.test(avatarId)
    ? await db().avatar.findUnique({ where: { id: avatarId }, select: { id: true, mimeType: true, data: true } })
    : null;
  if (!avatar) throw notFound("The avatar was not found.");
  return avatar;
}
