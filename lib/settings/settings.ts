import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { changing } from "../changes/announce";
import { db } from "../db/client";
import { notFound } from "../core/errors";
import { readCookie } from "../auth/cookies";
import { BROWSER_SESSION_COOKIE, findBrowserSession, newBrowserSessionCookie, saveBrowserSettings } from "./browser-sessions";
import { defaultSettings, type Settings, type SettingsPatch, settingsFromStored } from "./schema";
import { findStoredSettings } from "./stored-settings";

export interface SettingsResult {
  settings: Settings;
  /** A new browser-session cookie to send back (anonymous callers without one). */
  setCookie?: string;
}

/**
 * Logged in: the settings on the user (needs user:read). Anonymous: the browser session's, or
 * the defaults (and, without any cookie, a new one). Reading never writes, so settings stay
 * readable when the storage is full; a browser session is stored when a change is first saved.
 */
export async function readSettings(caller: Caller, request: Request): Promise<SettingsResult> {
  if (caller.kind === "user") {
    const { id } = requireUser(caller, "user:read");
    return { settings: settingsFromStored((await findStoredSettings(id))?.settings) };
  }
  const token = readCookie(request.headers.get("cookie"), BROWSER_SESSION_COOKIE);
  const session = await findBrowserSession(token);
  if (session) return { settings: settingsFromStored(session.settings) };
  return { settings: defaultSettings, setCookie: token ? undefined : newBrowserSessionCookie() };
}

/**
 * Merges the fields sent into the stored settings (needs scope user when logged in), in one
 * statement: changes sent at once are all kept (a read, then a write of the whole object, lost
 * all but the last). A user's change is announced: their pages and API reads show it at once, on
 * every instance.
 */
export async function updateSettings(caller: Caller, request: Request, patch: SettingsPatch): Promise<SettingsResult> {
  if (caller.kind === "user") {
    const { id } = requireUser(caller, "user");
    const [saved] = await changing(
      { userId: id },
      () =>
        db().$queryRaw<{ settings: unknown }[]>`
        UPDATE users SET settings = settings || ${JSON.stringify(patch)}::jsonb WHERE id = ${id} RETURNING settings`,
    );
    if (!saved) throw notFound("The user was not found.");
    return { settings: settingsFromStored(saved.settings) };
  }
  const saved = await saveBrowserSettings(request, patch);
  return { settings: settingsFromStored(saved.settings), setCookie: saved.setCookie };
}
