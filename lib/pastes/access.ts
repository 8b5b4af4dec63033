import type { Caller, Scope } from "../auth/caller";
import { hasScope, requireUser } from "../auth/scopes";
import type { Prisma } from "../db/generated/client";
import { type Sql, sql } from "../db/sql";
import { badRequest, forbidden, notFound } from "../errors";
import { findLivePaste, liveWhere, type PasteLoad, type PasteRecord } from "./queries";

// The single place deciding who may see or change a paste (interface.md 4.3, behaviour.md
// "Status codes"). A private paste that is not the caller's answers exactly like a missing one.

export const pasteNotFound = () => notFound("The paste was not found.");

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

/**
 * The paste if it exists, has not expired and is not someone else's private paste. Its pasties
 * come with it unless `load` says they are not needed (almost every caller shows them).
 */
export async function visiblePaste(caller: Caller, pasteId: string, load?: PasteLoad): Promise<PasteRecord> {
  const paste = await findLivePaste(pasteId, visibleTo(caller), load);
  if (!paste) throw pasteNotFound();
  return paste;
}

/** visibleTo's rule as a Prisma filter, for lists of paste ids (a user's stars). */
export function visiblePastesWhere(caller: Caller): Prisma.PasteWhereInput {
  const notSomeoneElsesPrivate: Prisma.PasteWhereInput[] = [{ private: false }];
  if (caller.kind === "user") notSomeoneElsesPrivate.push({ ownerId: caller.user.id });
  return { AND: [liveWhere(), { OR: notSomeoneElsesPrivate }] };
}

/** Reading a paste and everything derived from it: logged-in callers need `paste:read`. */
export async function readablePaste(caller: Caller, pasteId: string, load?: PasteLoad): Promise<PasteRecord> {
  const paste = await visiblePaste(caller, pasteId, load);
  if (caller.kind === "user" && !hasScope(caller, "paste:read")) {
    throw forbidden('Reading pastes needs the "paste:read" scope, which your access token does not have.');
  }
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
