import { randomBytes } from "node:crypto";
import { type ExpiresIn, expiryDate } from "../core/expires-in";
import { forbidden, notFound } from "../core/errors";
import { db } from "../db/client";
import type { Invitation, Prisma } from "../db/generated/client";
import { withUniqueId } from "../db/unique-id";
import { instanceSettings } from "../instance-settings/resolver";
import type { Caller } from "./caller";
import type { InvitationDto } from "./invitation-schema";
import { requireAdmin } from "./scopes";
import { sha256Hex } from "./secret-hash";

// Who may create an account (issue 27, REGISTRATION, or an admin's override of it: lib/instance-settings): anyone (open, the default), whoever holds
// an invitation an admin made (invite), or nobody (closed). Every way to a new account — the
// sign-up form and a first provider sign-in — passes through admission() in the transaction that
// creates the user, so a use of an invitation is spent exactly when an account comes of it. The
// command line creates accounts whatever the mode. Existing accounts sign in in every mode.

export const registrationClosed = () => forbidden("Registration is closed on this instance.");
export const invitationRequired = () => forbidden("Creating an account here needs an invitation.");
export const invitationNotValid = () => forbidden("This invitation is not valid: it was used up, has expired or was revoked.");

/** Refuses at once when nobody may register (before a form spends anything). */
export async function assertRegistrationOpen(): Promise<void> {
  if ((await instanceSettings()).registration === "closed") throw registrationClosed();
}

/**
 * What createUser runs in its transaction before writing the user (lib/users/create.ts): in
 * invite mode, spends one use of the invitation of `code`, or refuses. The mode is the one in force
 * when the sign-up began.
 */
export async function admission(code: string | undefined): Promise<(tx: Prisma.TransactionClient) => Promise<void>> {
  // Read before the transaction: a statement of its own inside it would wait on the transaction's connection.
  const mode = (await instanceSettings()).registration;
  return async (tx) => {
    if (mode === "closed") throw registrationClosed();
    if (mode === "open") return;
    if (!code) throw invitationRequired();
    // One conditional update: of concurrent sign-ups with the last use, one gets it.
    const spent = await tx.$executeRaw`
      UPDATE invitations SET uses = uses + 1
      WHERE code_hash = ${sha256Hex(code.trim())} AND revoked_at IS NULL AND uses < max_uses
        AND (expires_at IS NULL OR expires_at > now())`;
    if (spent === 0) throw invitationNotValid();
  };
}

const toDto = (invitation: Invitation): InvitationDto => ({
  id: invitation.id,
  maxUses: invitation.maxUses,
  uses: invitation.uses,
  createdAt: invitation.createdAt.toISOString(),
  expiresAt: invitation.expiresAt?.toISOString() ?? null,
  revoked: invitation.revokedAt !== null,
});

/** The path of an invitation's sign-up link (the code is shown only when it is made). */
export const invitationPath = (code: string) => `/signup?invite=${code}`;

/** An admin's new invitation: its code (in the link only, never stored) and how it may be used. */
export async function createInvitation(
  caller: Caller,
  input: { maxUses: number; expiresIn: ExpiresIn },
): Promise<InvitationDto & { code: string }> {
  const admin = requireAdmin(caller, "user", "invite");
  return createInvitationBy(admin.id, input);
}

/** The same for the command line (npm run admin -- create-invitation), made by nobody in particular. */
export async function createInvitationBy(createdBy: string, input: { maxUses: number; expiresIn: ExpiresIn }) {
  const code = randomBytes(18).toString("base64url");
  const now = new Date();
  const invitation = await withUniqueId((id) =>
    db().invitation.create({
      data: {
        id,
        codeHash: sha256Hex(code),
        createdBy,
        maxUses: input.maxUses,
        createdAt: now,
        expiresAt: expiryDate(input.expiresIn, now),
      },
    }),
  );
  return { ...toDto(invitation), code };
}

export async function listInvitations(caller: Caller): Promise<InvitationDto[]> {
  requireAdmin(caller, "user", "invite");
  const invitations = await db().invitation.findMany({ orderBy: { createdAt: "desc" }, take: 500 });
  return invitations.map(toDto);
}

/** What an invitation can still do, as the admins' page says it. */
export function invitationState(invitation: InvitationDto, now = new Date()): "Usable" | "Revoked" | "Used up" | "Expired" {
  if (invitation.revoked) return "Revoked";
  if (invitation.uses >= invitation.maxUses) return "Used up";
  if (invitation.expiresAt !== null && Date.parse(invitation.expiresAt) <= now.getTime()) return "Expired";
  return "Usable";
}

/** Revokes an invitation: its link stops working at once (404 for an unknown one). */
export async function revokeInvitation(caller: Caller, id: string): Promise<void> {
  requireAdmin(caller, "user", "invite");
  const { count } = await db().invitation.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
  if (count === 0 && (await db().invitation.count({ where: { id } })) === 0) throw notFound("The invitation was not found.");
}
