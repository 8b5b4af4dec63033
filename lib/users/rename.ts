import { changing } from "../changes/announce";
import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { ensureAvatar } from "../avatars/mutations";
import { db } from "../db/client";
import { badRequest } from "../core/errors";
import { toUserDto, type UserDto } from "./dto";
import { usernameKey, usernameSchema } from "./username";
import { requireProof } from "../auth/second-factor/recent";

/**
 * Changes the caller's username (scope user). 400 when the name is invalid, equal to the current
 * one, or taken by someone else in any letter case; a change of letter case alone is allowed.
 */
export async function renameUser(caller: Caller, wanted: string): Promise<UserDto> {
  const { id } = requireUser(caller, "user");
  requireProof(caller, "rename-account");
  const parsed = usernameSchema.safeParse(wanted);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Not a valid username.");
  const username = parsed.data;
  const current = await db().user.findUniqueOrThrow({ where: { id }, select: { username: true } });
  if (current.username === username) throw badRequest("That is already your username.");
  try {
    const user = await changing({ userId: id }, () =>
      db().user.update({
        where: { id },
        data: { username, usernameKey: usernameKey(username) },
        include: { avatar: { select: { id: true } } },
      }),
    );
    return toUserDto({ ...user, avatar: user.avatar ?? (await ensureAvatar(id)) });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") throw badRequest("That username is already taken.");
    throw error;
  }
}
