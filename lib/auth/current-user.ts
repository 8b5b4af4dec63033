import { cookies } from "next/headers";
import type { CallerUser } from "./caller";
import { sessionCookieName } from "./cookies";
import { findSessionUser } from "./sessions";

/** The signed-in user of the page being rendered (server components), or null. */
export async function currentUser(): Promise<CallerUser | null> {
  const token = (await cookies()).get(sessionCookieName())?.value;
  return token ? findSessionUser(token) : null;
}
