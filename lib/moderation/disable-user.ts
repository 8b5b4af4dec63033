import { type AuditRecord, logAuditRecord, recordAudit } from "../audit/record";
import { endPendingSignIns } from "../auth/second-factor/pending-sign-in";
import { changing } from "../changes/announce";
import { badRequest, forbidden, notFound } from "../core/errors";
import { db } from "../db/client";
import { render, sql } from "../db/sql";

// Disabling an account (issue 27): the moderators' answer to an owner who posts abuse. While it
// is disabled nobody signs in to it (lib/auth/sign-in.ts), its sessions and tokens are refused
// (lib/auth/sessions.ts, tokens.ts), and its pastes are quarantined (quarantine.ts's rule) with
// DISABLED_NOTE. Enabling it again lets it sign in and releases exactly those pastes: one an
// admin quarantined for its own reasons stays held back. Both announce the user, which empties
// every identity and response cache of them on every instance.

/** The note of the pastes quarantined because their owner was disabled (how enabling finds them). */
const DISABLED_NOTE = "Held back while the owner's account is disabled by the moderators.";

/** Who acts: an admin, or the command line (npm run admin), named in the audit log. */
export type ModerationActor = AuditRecord["actor"];

export async function disableUser(actor: ModerationActor, userId: string, note: string): Promise<{ quarantinedPastes: number }> {
  const audit: AuditRecord = { action: "user_disabled", actor, target: { type: "user", id: userId }, note, subjectUserId: userId };
  const quarantinedPastes = await changing({ userId }, () =>
    db().$transaction(async (tx) => {
      const user = await tx.user.findUnique({ where: { id: userId }, select: { username: true, isAdmin: true, disabledAt: true } });
      if (!user) throw notFound("The user was not found.");
      // Admins come from ADMIN_USERNAMES or the command line; they lose the flag there first.
      if (user.isAdmin)
        throw forbidden("An admin cannot be disabled: remove their admin rights first (npm run admin -- set-admin <name> --off).");
      if (user.disabledAt) throw badRequest("This account is disabled already.");
      await tx.user.update({ where: { id: userId }, data: { disabledAt: new Date() } });
      // Its sessions are refused while it is disabled; a sign-in half-way through ends for good.
      await endPendingSignIns(tx, userId);
      const quarantined = await tx.$executeRawUnsafe(
        ...render(sql`UPDATE pastes SET quarantined_at = now(), quarantine_note = ${DISABLED_NOTE}
                      WHERE owner_id = ${userId} AND quarantined_at IS NULL`),
      );
      audit.target.label = user.username;
      await recordAudit(tx, audit);
      return quarantined;
    }),
  );
  logAuditRecord(audit);
  return { quarantinedPastes };
}

export async function enableUser(actor: ModerationActor, userId: string, note: string): Promise<{ releasedPastes: number }> {
  const audit: AuditRecord = { action: "user_enabled", actor, target: { type: "user", id: userId }, note, subjectUserId: userId };
  const releasedPastes = await changing({ userId }, () =>
    db().$transaction(async (tx) => {
      const user = await tx.user.findUnique({ where: { id: userId }, select: { username: true, disabledAt: true } });
      if (!user) throw notFound("The user was not found.");
      if (!user.disabledAt) throw badRequest("This account is not disabled.");
      await tx.user.update({ where: { id: userId }, data: { disabledAt: null } });
      const released = await tx.$executeRawUnsafe(
        ...render(sql`UPDATE pastes SET quarantined_at = NULL, quarantine_note = NULL
                      WHERE owner_id = ${userId} AND quarantine_note = ${DISABLED_NOTE}`),
      );
      audit.target.label = user.username;
      await recordAudit(tx, audit);
      return released;
    }),
  );
  logAuditRecord(audit);
  return { releasedPastes };
}
