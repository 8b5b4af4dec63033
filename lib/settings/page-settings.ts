import { cookies, headers } from "next/headers";
import { cache } from "react";
import { currentSignedIn } from "../auth/current-user";
import { BROWSER_SESSION_COOKIE, findBrowserSession } from "./browser-sessions";
import { PAGE_VARIANT_HEADER, pageVariantFromHeader } from "./page-variant";
import { defaultSettings, type Settings, settingsFromStored } from "./schema";

/**
 * The settings a page renders with: the signed-in user's (read with their session, one
 * statement), else this browser's session, else the defaults (of the variant the server admitted
 * the reader to). Reading never creates a browser
 * session (only saving settings does), and the result is cached per render so the layout and the
 * page share it.
 */
export const pageSettings = cache(async (): Promise<Settings> => {
  const signedIn = await currentSignedIn();
  if (signedIn) return settingsFromStored(signedIn.settings);
  const session = await findBrowserSession((await cookies()).get(BROWSER_SESSION_COOKIE)?.value);
  if (session) return settingsFromStored(session.settings);
  // A reader the server admitted to everyone's page of their variant (lib/server/viewer-pages.ts).
  const variant = pageVariantFromHeader((await headers()).get(PAGE_VARIANT_HEADER));
  return variant ? { ...defaultSettings, ...variant } : defaultSettings;
});
