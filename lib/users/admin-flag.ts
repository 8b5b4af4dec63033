import { changing } from "../changes/announce";
import { db } from "../db/client";
import type { User } from "../db/generated/client";
import { notFound } from "../core/errors";
import { usernameKey } from "./username";

/** Grants or removes admin rights (the admin command's set-admin). */
export async function setAdminFlag(username: string, isAdmin: boolean): Promise<User> {
  const user = await db().user.findUnique({ where: { usernameKey: usernameKey(username) } });
  if (!user) throw notFound(`There is no user called "${username}".`);
  return changing({ userId: user.id }, () => db().user.update({ where: { id: user.id }, data: { isAdmin } }));
}
