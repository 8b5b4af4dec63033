import type { Caller } from "../auth/caller";

// Who may do what to an account (the pages ask it to show a control, lib/users/delete.ts to act).

/** Deleting the account `userId`: its own user, or an admin (moderation). */
export function mayDeleteUser(caller: Caller, userId: string): boolean {
  return caller.kind === "user" && (caller.user.id === userId || caller.user.isAdmin);
}
