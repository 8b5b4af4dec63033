import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { changing } from "../changes/announce";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { readCookie } from "../auth/cookies";
import { BROWSER_SESSION_COOKIE, browserSessionFor, findBrowserSession, newBrowserSessionCookie } from "./browser-sessions";
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
 * Merges the fields sent into the stored settings (needs scope user when logged in). A user's
 * change is announced: their pages and API reads show it at once, on every instance.
 */
export async function updateSettings(caller: Caller, request: Request, patch: SettingsPatch): Promise<SettingsResult> {
  if (caller.kind === "user") {
    const { id } = requireUser(caller, "user");
    const user = await db().user.findUniqueOrThrow({ where: { id }, select: { settings: true } });
    const settings = { ...settingsFromStored(user.settings), ...patch };
    await changing({ userId: id }, () => db().user.update({ where: { id }, data: { settings: settings as Prisma.InputJsonObject } }));
    return { settings };
  }
  const session = await browserSessionFor(request);
  const settings = { ...settingsFromStored(session.settings), ...patch };
  await db().browserSession.update({
    where: { id: session.id },
    data: { settings: settings as Prisma.InputJsonObject, lastUsedAt: new Date() },
  });
  return { settings, setCookie: session.setCookie };
}
