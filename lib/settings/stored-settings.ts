import { identityCache } from "../auth/identity-cache";
import { database } from "../db/client";
import { sql } from "../db/sql";

// A signed-in user's settings as stored, for API callers (a page gets them with its session,
// lib/auth/sessions.ts): one statement, then a few seconds from memory. Every settings change
// announces its user (lib/changes), which empties the entry here and on every other instance.

export interface StoredUserSettings {
  /** The browser settings (interface.md 2.11) as stored; settingsFromStored validates them. */
  settings: unknown;
  showAllPastesOnProfile: boolean;
}

export async function findStoredSettings(userId: string): Promise<StoredUserSettings | null> {
  const cache = identityCache<StoredUserSettings>("user-settings");
  const cached = cache.get(userId);
  if (cached) return cached;
  const mark = cache.mark();
  const [row] = await database().queryRows<StoredUserSettings>(sql`
    SELECT settings, show_all_pastes_on_profile AS "showAllPastesOnProfile" FROM users WHERE id = ${userId}`);
  if (!row) return null;
  cache.set(userId, userId, row, mark);
  return row;
}
