import type { Caller } from "./caller";
import { requireUser } from "./scopes";
import { requireProof } from "./second-factor/recent";
import { endOtherSessions, endSession, listSessions, type SessionEntry } from "./session-list";
import { listSignIns, type SignInEntry } from "./sign-in-history";

// The sessions and sign-ins of the caller's own account (the v3 endpoints and the settings page):
// whoever may manage the account's credentials may see and end its browser sessions, a browser
// (every scope) or a token with user:access_tokens. Signing another browser out wants the proof
// recent.ts's rule asks for, or a stale session could keep signing its owner out.

function sessionIdOf(caller: Caller): string | undefined {
  return caller.kind === "user" && caller.via === "session" ? caller.session?.id : undefined;
}

export function listOwnSessions(caller: Caller): Promise<SessionEntry[]> {
  return listSessions(requireUser(caller, "user:access_tokens").id, sessionIdOf(caller));
}

export function endOwnSession(caller: Caller, sessionId: string, now = new Date()): Promise<void> {
  const user = requireUser(caller, "user:access_tokens");
  if (sessionId !== sessionIdOf(caller)) requireProof(caller, "end-other-sessions", now);
  return endSession(user.id, sessionId);
}

/** Ends every session of the account but the caller's own (a token ends them all). */
export async function endOwnOtherSessions(caller: Caller, now = new Date()): Promise<{ ended: number }> {
  const user = requireUser(caller, "user:access_tokens");
  requireProof(caller, "end-other-sessions", now);
  return { ended: await endOtherSessions(user.id, sessionIdOf(caller)) };
}

export function listOwnSignIns(caller: Caller): Promise<SignInEntry[]> {
  return listSignIns(requireUser(caller, "user:access_tokens").id);
}
