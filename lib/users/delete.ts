import { changing } from "../changes/announce";
import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { db } from "../db/client";
import { forbidden } from "../core/errors";
import { type AuditRecord, logAuditRecord, recordAudit } from "../audit/record";
import { mayDeleteUser } from "./access";
import { requireProfileUser } from "./queries";
import { requireProof } from "../auth/second-factor/recent";

/**
 * Deletes a user (themselves, or an admin; scope user) with everything that is theirs: pastes
 * including encrypted ones, their stars, tokens, sessions, settings and avatar.
 */
export async function deleteUser(caller: Caller, username: string, note = ""): Promise<void> {
  const actor = requireUser(caller, "user");
  const target = await requireProfileUser(username);
  if (!mayDeleteUser(caller, target.id)) throw forbidden("You can only delete your own account.");
  if (actor.id === target.id) requireProof(caller, "delete-account");
  // Someone else's account is deleted by an admin (mayDeleteUser): the audit log keeps who and when.
  await removeAccount(target, actor.id === target.id ? null : actor, note);
}

/** `npm run admin -- delete-user`: the same deletion, in the audit log by the command line. */
export async function deleteUserFromCommandLine(actor: AuditRecord["actor"], username: string, note: string): Promise<void> {
  await removeAccount(await requireProfileUser(username), actor, note);
}

/**
 * One statement: the foreign keys cascade from the user row, so it happens entirely or not at
 * all, with its audit entry when someone else (`deletedBy`) deletes the account.
 */
async function removeAccount(
  target: { id: string; username: string },
  deletedBy: AuditRecord["actor"] | null,
  note: string,
): Promise<void> {
  const audit: AuditRecord | null = deletedBy && {
    action: "user_deleted",
    actor: deletedBy,
    target: { type: "user", id: target.id, label: target.username },
    note,
    subjectUserId: target.id,
  };
  // Everything: besides the user's pastes, the star counts of the pastes they starred change.
  await changing({ everything: true }, () =>
    db().$transaction(async (tx) => {
      // Stars this user gave keep other pastes' counters right (anonymous pastes' too; the user's
      // own go with them): in one statement, which reads no list of them (a user can star without
      // end; issue 40, item 2).
      await tx.paste.updateMany({
        where: { starredBy: { some: { userId: target.id } } },
        data: { stars: { decrement: 1 } },
      });
      await tx.user.delete({ where: { id: target.id } });
      if (audit) await recordAudit(tx, audit);
    }),
  );
  if (audit) logAuditRecord(audit);
}
