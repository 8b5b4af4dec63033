import type { Caller } from "./caller";
import { requireUser } from "./scopes";
import { endOtherSessions, endSession, listSessions, type SessionEntry } from "./session-list";
import { listSignIns, type SignInEntry } from "./sign-in-history";

// The sessions and sign-ins of the caller's own account (the v3 endpoints and the settings page):
// whoever may manage the account's credentials may see and end its browser sessions, a browser
// (every scope) or a token with user:access_tokens.

function sessionIdOf(caller: Caller): string | undefined {
  return caller.kind === "user" && caller.via === "session" ? caller.session?.id : undefined;
}

export function listOwnSessions(caller: Caller): Promise<SessionEntry[]> {
  return listSessions(requireUser(caller, "user:access_tokens").id, sessionIdOf(caller));
}

export function endOwnSession(caller: Caller, sessionId: string): Promise<void> {
  return endSession(requireUser(caller, "user:access_tokens").id, sessionId);
}

/** Ends every session of the account but the caller's own (a token ends them all). */
export async function endOwnOtherSessions(caller: Caller): Promise<{ ended: number }> {
  return { ended: await endOtherSessions(requireUser(caller, "user:access_tokens").id, sessionIdOf(caller)) };
}

export function listOwnSignIns(caller: Caller): Promise<SignInEntry[]> {
  return listSignIns(requireUser(caller, "user:access_tokens").id);
}
