import { ensureAvatar } from "../avatars/mutations";
import { db } from "../db/client";
import type { User } from "../db/generated/client";
import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { forbidden, notFound } from "../core/errors";
import { toUserDto, type UserDto } from "./dto";
import { usernameKey, usernamePattern, usernameSchema } from "./username";
import { USERNAME_PROBLEMS } from "./username-problems";

/** Looks a user up by name, ignoring case; null when there is none. */
export async function findUserByUsername(username: string): Promise<User | null> {
  if (!usernamePattern.test(username)) return null;
  return db().user.findUnique({ where: { usernameKey: usernameKey(username) } });
}

export async function isUsernameAvailable(username: string): Promise<boolean> {
  return (await findUserByUsername(username)) === null;
}

export async function getUserDto(userId: string): Promise<UserDto> {
  const user = await db().user.findUnique({ where: { id: userId }, include: { avatar: { select: { id: true } } } });
  if (!user) throw notFound("The user was not found.");
  return toUserDto({ ...user, avatar: user.avatar ?? (await ensureAvatar(user.id)) });
}

/** For the choose-a-username form: whether the name is valid and free, and why not. */
export async function checkUsername(username: string): Promise<{ available: boolean; message: string | null }> {
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) return { available: false, message: parsed.error.issues[0]?.message ?? "Not a valid username." };
  if (!(await isUsernameAvailable(parsed.data))) return { available: false, message: USERNAME_PROBLEMS.username_taken };
  return { available: true, message: null };
}

/** The user a profile path names (exact name, any letter case), or 404. */
export async function requireProfileUser(username: string): Promise<User> {
  const user = await findUserByUsername(username);
  if (!user) throw notFound("The user was not found.");
  return user;
}

export async function getUserDtoByUsername(username: string): Promise<UserDto> {
  return getUserDto((await requireProfileUser(username)).id);
}

/** How many of the caller's tag names their tag list holds. */
const OWN_TAGS_LISTED_MAX = 1000;

/** The tags on the caller's own pastes (user:read), sorted, the first OWN_TAGS_LISTED_MAX. */
export async function listOwnTags(caller: Caller, username: string): Promise<string[]> {
  requireUser(caller, "user:read");
  const owner = await requireProfileUser(username);
  if (caller.kind !== "user" || caller.user.id !== owner.id) {
    throw forbidden("Only the owner can list their tags.");
  }
  const rows = await db().pasteTag.findMany({
    where: { paste: { ownerId: owner.id } },
    distinct: ["name"],
    select: { name: true },
    orderBy: { name: "asc" },
    // Tags grow with the pastes: the answer holds a bounded list (issue 40).
    take: OWN_TAGS_LISTED_MAX,
  });
  return rows.map((row) => row.name);
}
