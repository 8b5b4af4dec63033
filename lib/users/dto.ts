import type { User } from "../db/generated/client";
import { env } from "../core/env";
import type { UserDto } from "./schema";

export type { UserDto } from "./schema";

/**
 * Admin rights come from the stored flag (admin command) or from ADMIN_USERNAMES, which is
 * checked on every request so a change to the setting applies after a restart without a login.
 */
export function isAdmin(user: Pick<User, "isAdmin" | "usernameKey">, adminUsernames: readonly string[] = env().ADMIN_USERNAMES): boolean {
  return user.isAdmin || adminUsernames.includes(user.usernameKey);
}

/** Every user has an avatar (lib/avatars ensureAvatar), so its id is required here. */
export function toUserDto(user: User & { avatar: { id: string } }): UserDto {
  return {
    id: user.id,
    username: user.username,
    avatarId: user.avatar.id,
    createdAt: user.createdAt.toISOString(),
    isAdmin: isAdmin(user),
    isContributor: user.isContributor,
    isSupporter: user.isSupporter,
  };
}
