import type { Caller, Scope } from "../auth/caller";
import { hasScope, requireUser } from "../auth/scopes";
import { requireProof } from "../auth/second-factor/recent";
import type { Prisma } from "../db/generated/client";
import { type Sql, sql } from "../db/sql";
import { badRequest, forbidden, notFound, unavailableForLegalReasons } from "../core/errors";
import { deleteBurnAfterReadPaste, findLivePaste, liveWhere, type PasteLoad, type PasteRecord } from "./queries";

// The single place deciding who may see or change a paste (interface.md 4.3, behaviour.md
// "Status codes"). A private paste that is not the caller's answers exactly like a missing one.

export const pasteNotFound = () => notFound("The paste was not found.");

/** A pasty id the paste does not have (or not in the version asked for). */
export const pastyNotFound = () => notFound("The pasty was not found.");

/** What everyone but a quarantined paste's owner and the admins are answered (451). */
export const pasteUnderReview = () =>
  unavailableForLegalReasons("This paste is under review by the moderators of this instance and cannot be shown for now.", "under-review");

export function isOwner(caller: Caller, paste: Pick<PasteRecord, "ownerId">): boolean {
  return caller.kind === "user" && paste.ownerId !== null && paste.ownerId === caller.user.id;
}

/**
 * Who may see a paste at all: anyone, unless it is private; then only its owner. Asked of the
 * database in the statement that reads the paste, so someone else's private paste is never read:
 * its content is not loaded, and refusing it costs what a missing id costs (no timing difference).
 */
function visibleTo(caller: Caller): Sql {
  const viewerId = caller.kind === "user" ? caller.user.id : null;
  return sql`(NOT p.private OR p.owner_id = ${viewerId}::text)`;
}

/** Who may see a paste the moderators hold back (lib/moderation/quarantine.ts): its owner and the admins. */
function maySeeQuarantined(caller: Caller, paste: Pick<PasteRecord, "ownerId">): boolean {
  return isOwner(caller, paste) || (caller.kind === "user" && caller.user.isAdmin);
}

/**
 * The paste if it exists, has not expired and is not someone else's private paste. Its pasties
 * come with it unless `load` says they are not needed (almost every caller shows them). A
 * quarantined paste is 451 to everyone but its owner and the admins: asked after visibility, so
 * the 451 never tells anyone of a private paste they could not see anyway.
 */
export async function visiblePaste(caller: Caller, pasteId: string, load?: PasteLoad): Promise<PasteRecord> {
  const paste = await findLivePaste(pasteId, visibleTo(caller), load);
  if (!paste) throw pasteNotFound();
  if (paste.quarantinedAt !== null && !maySeeQuarantined(caller, paste)) throw pasteUnderReview();
  return paste;
}

/**
 * visibleTo's rule as a Prisma filter, for lists of paste ids (a user's stars); burn-after-reading
 * pastes are in no list, and quarantined ones only in their owner's.
 */
export function visiblePastesWhere(caller: Caller): Prisma.PasteWhereInput {
  const notSomeoneElsesPrivate: Prisma.PasteWhereInput[] = [{ private: false }];
  const notSomeoneElsesQuarantined: Prisma.PasteWhereInput[] = [{ quarantinedAt: null }];
  if (caller.kind === "user") {
    notSomeoneElsesPrivate.push({ ownerId: caller.user.id });
    notSomeoneElsesQuarantined.push({ ownerId: caller.user.id });
  }
  return { AND: [liveWhere(), { burnAfterRead: false }, { OR: notSomeoneElsesPrivate }, { OR: notSomeoneElsesQuarantined }] };
}

/** A burn-after-reading paste is consumed by the first read of its content by anyone but its owner. */
export function burnsOnRead(caller: Caller, paste: Pick<PasteRecord, "ownerId" | "burnAfterRead">): boolean {
  return paste.burnAfterRead && !isOwner(caller, paste);
}

/**
 * Deletes a burn-after-reading paste for the read that consumes it, under the same visibility as
 * every read and never for its owner; null when another read consumed it first (lib/pastes/burn.ts).
 */
export function consumeBurnAfterRead(caller: Caller, pasteId: string): Promise<PasteRecord | null> {
  const notOwn = caller.kind === "user" ? sql`p.owner_id IS DISTINCT FROM ${caller.user.id}::text` : sql`TRUE`;
  // Quarantined since it was read: nobody consumes it (the reader is answered like a late one).
  return deleteBurnAfterReadPaste(pasteId, sql`${visibleTo(caller)} AND ${notOwn} AND p.quarantined_at IS NULL`);
}

/** Reading a paste and everything derived from it: logged-in callers need `paste:read`. */
export async function readablePaste(caller: Caller, pasteId: string, load?: PasteLoad): Promise<PasteRecord> {
  const paste = await visiblePaste(caller, pasteId, load);
  if (caller.kind === "user" && !hasScope(caller, "paste:read")) {
    throw forbidden('Reading pastes needs the "paste:read" scope, which your access token does not have.');
  }
  return paste;
}

/**
 * Reading the content without consuming it (history, clones, edit forms, the answers of the
 * toggles): a burn-after-reading paste shows it only to its owner; everyone else can only open it
 * once (burn.ts), so here it answers like a missing paste.
 */
export async function keptReadablePaste(caller: Caller, pasteId: string, load?: PasteLoad): Promise<PasteRecord> {
  const paste = await readablePaste(caller, pasteId, load);
  if (burnsOnRead(caller, paste)) throw pasteNotFound();
  return paste;
}

/** Changing a paste (edit, tags, pin, private): the owner, holding `scope`. */
export async function ownedPaste(caller: Caller, pasteId: string, scope: Scope): Promise<PasteRecord> {
  requireUser(caller, scope);
  const paste = await visiblePaste(caller, pasteId);
  if (paste.ownerId === null) throw badRequest("This paste has no owner, so it cannot be changed.");
  if (!isOwner(caller, paste)) throw forbidden("Only the owner of this paste can change it.");
  return paste;
}

/** An admin deleting someone else's public paste (moderation), as opposed to an owner's own delete. */
export function isModeratorDelete(caller: Caller, paste: Pick<PasteRecord, "ownerId" | "private">): boolean {
  return caller.kind === "user" && caller.user.isAdmin && !paste.private && !isOwner(caller, paste);
}

/** Whether the caller may delete the paste: the owner, or an admin for a public paste. */
export function mayDeletePaste(caller: Caller, paste: Pick<PasteRecord, "ownerId" | "private">): boolean {
  return isOwner(caller, paste) || isModeratorDelete(caller, paste);
}

/** Deleting: the owner, or an admin for a public paste; both with `paste`. */
export async function deletablePaste(caller: Caller, pasteId: string): Promise<PasteRecord> {
  requireUser(caller, "paste");
  const paste = await visiblePaste(caller, pasteId, { pasties: false });
  if (mayDeletePaste(caller, paste)) return paste;
  throw forbidden("Only the owner of this paste or an admin can delete it.");
}

/**
 * Purging a revision (purge-revision.ts): whoever may delete the paste (the owner, or an admin for
 * a public paste), with `paste`; a browser also with a recent second factor when its account has one,
 * as for the account's other actions that cannot be undone.
 */
export async function purgeablePaste(caller: Caller, pasteId: string): Promise<PasteRecord> {
  requireUser(caller, "paste");
  const paste = await visiblePaste(caller, pasteId, { pasties: false });
  if (!mayDeletePaste(caller, paste)) throw forbidden("Only the owner of this paste or an admin can purge its revisions.");
  requireProof(caller, "purge-revision");
  return paste;
}
