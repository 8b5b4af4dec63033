import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { db } from "../db/client";
import type { UserSettings } from "./schema";

export async function readUserSettings(caller: Caller): Promise<UserSettings> {
  const { id } = requireUser(caller, "user:read");
  return db().user.findUniqueOrThrow({ where: { id }, select: { showAllPastesOnProfile: true } });
}

export async function updateUserSettings(caller: Caller, patch: UserSettings): Promise<UserSettings> {
  const { id } = requireUser(caller, "user");
  return db().user.update({ where: { id }, data: patch, select: { showAllPastesOnProfile: true } });
}
