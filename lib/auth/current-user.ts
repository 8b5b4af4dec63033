import { cookies } from "next/headers";
import { cache } from "react";
import { anonymous, type Caller, type CallerUser } from "./caller";
import { sessionCookieName } from "./cookies";
import { sessionCaller } from "./resolve-caller";
import { findSessionUser } from "./sessions";

/**
 * The signed-in user of the page being rendered (server components), or null. Cached per
 * render, so the header, the page and its metadata share one session lookup.
 */
export const currentUser = cache(async (): Promise<CallerUser | null> => {
  const token = (await cookies()).get(sessionCookieName())?.value;
  return token ? findSessionUser(token) : null;
});

/** The page's caller: the signed-in person with every scope, or anonymous. */
export async function pageCaller(): Promise<Caller> {
  const user = await currentUser();
  return user ? sessionCaller(user) : anonymous;
}
