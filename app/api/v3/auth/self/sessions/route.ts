import { endOwnOtherSessions, listOwnSessions } from "@/lib/auth/own-sessions";
import { route } from "@/lib/api/route";

export const GET = route({}, async ({ caller }) => listOwnSessions(await caller()));

/** Signs out every other browser of the account. */
export const DELETE = route({}, async ({ caller }) => endOwnOtherSessions(await caller()));
