import { cookies } from "next/headers";
import { cache } from "react";
import { anonymous, type Caller, type CallerUser } from "./caller";
import { sessionCookieName } from "./cookies";
import { sessionCaller } from "./resolve-caller";
import { findSignedIn, type SignedIn } from "./sessions";

/**
 * The signed-in person of the page being rendered (server components) with their stored
 * settings, or null. Cached per render, so the header, the page, its metadata and the page's
 * settings (lib/settings/page-settings.ts) share one session lookup.
 */
export const currentSignedIn = cache(async (): Promise<SignedIn | null> => {
  const token = (await cookies()).get(sessionCookieName())?.value;
  return token ? findSignedIn(token) : null;
});

/** The signed-in user of the page being rendered, or null. */
export async function currentUser(): Promise<CallerUser | null> {
  return (await currentSignedIn())?.user ?? null;
}

/** The page's caller: the signed-in person with every scope, or anonymous. */
export async function pageCaller(): Promise<Caller> {
  const signedIn = await currentSignedIn();
  return signedIn ? sessionCaller(signedIn.user, signedIn.session) : anonymous;
}
