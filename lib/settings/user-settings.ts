import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { changing } from "../changes/announce";
import { db } from "../db/client";
import type { UserSettings } from "./schema";
import { findStoredSettings } from "./stored-settings";

export async function readUserSettings(caller: Caller): Promise<UserSettings> {
  const { id } = requireUser(caller, "user:read");
  return { showAllPastesOnProfile: (await findStoredSettings(id))?.showAllPastesOnProfile ?? true };
}

/** Announced like every user change: the profile shows it, and settings reads see it, at once. */
export async function updateUserSettings(caller: Caller, patch: UserSettings): Promise<UserSettings> {
  const { id } = requireUser(caller, "user");
  return changing({ userId: id }, () => db().user.update({ where: { id }, data: patch, select: { showAllPastesOnProfile: true } }));
}
