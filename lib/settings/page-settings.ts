import { cookies } from "next/headers";
import { cache } from "react";
import { currentUser } from "../auth/current-user";
import { db } from "../db/client";
import { BROWSER_SESSION_COOKIE, findBrowserSession } from "./browser-sessions";
import { defaultSettings, type Settings, settingsFromStored } from "./schema";

/**
 * The settings a page renders with: the signed-in user's, else this browser's session, else the
 * defaults. Reading never creates a browser session (only saving settings does), and the result
 * is cached per render so the layout and the page share it.
 */
export const pageSettings = cache(async (): Promise<Settings> => {
  const user = await currentUser();
  if (user) {
    const row = await db().user.findUnique({ where: { id: user.id }, select: { settings: true } });
    return settingsFromStored(row?.settings);
  }
  const session = await findBrowserSession((await cookies()).get(BROWSER_SESSION_COOKIE)?.value);
  return session ? settingsFromStored(session.settings) : defaultSettings;
});
