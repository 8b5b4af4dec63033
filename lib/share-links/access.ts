import type { Caller } from "../auth/caller";
import { sha256Hex } from "../auth/secret-hash";
import { db } from "../db/client";
import { render, sql } from "../db/sql";
import { AppError, badRequest, notFound } from "../core/errors";
import { ownedPaste, pasteUnderReview } from "../pastes/access";
import { findLivePaste, type PasteRecord } from "../pastes/queries";
import type { ShareLink } from "../db/generated/client";

// Who may manage a paste's share links, and when a link opens its paste: the single place of
// these rules. A link is a second way in to one private paste, for whoever holds it, without an
// account; it grants reading, nothing else.

export const linkNotFound = () => notFound("The paste was not found.");

/** A paste has at most MAX_SHARE_LINKS_PER_PASTE links, so its list is bounded too. */
export const shareLinksFull = (limit: number) =>
  new AppError("conflict", `This paste has reached its limit of ${limit} share links: revoke one to make another.`);

/** Managing links: the owner of a private paste, holding `paste`. Public pastes need none. */
export async function linkablePaste(caller: Caller, pasteId: string): Promise<PasteRecord> {
  const paste = await ownedPaste(caller, pasteId, "paste");
  if (!paste.private) throw badRequest("Only a private paste has share links: a public one is readable by anyone already.");
  if (paste.burnAfterRead) throw badRequest("A burn-after-reading paste cannot have share links.");
  return paste;
}

/** Whether a link still opens its paste: not expired, views left. */
export function isActive(link: Pick<ShareLink, "expiresAt" | "maxViews" | "views">, now = new Date()): boolean {
  return (link.expiresAt === null || link.expiresAt > now) && (link.maxViews === null || link.views < link.maxViews);
}

/**
 * The link of `secret`, when it is active and its paste is still a live private paste; else the
 * 404 of a missing paste (an expired, revoked or used-up link looks like no link at all).
 */
export async function activeLink(secret: string): Promise<ShareLink> {
  const now = new Date();
  const link = await db().shareLink.findFirst({
    where: {
      secretHash: sha256Hex(secret),
      paste: { private: true, burnAfterRead: false, OR: [{ deletesAt: null }, { deletesAt: { gt: now } }] },
    },
  });
  if (!link || !isActive(link, now)) throw linkNotFound();
  return link;
}

/** The paste a link opens: only ever a live private paste (made public or deleted: no link). */
export async function pasteOfLink(link: ShareLink): Promise<PasteRecord> {
  const paste = await findLivePaste(link.pasteId, sql`p.private AND NOT p.burn_after_read`);
  if (!paste) throw linkNotFound();
  // A link is nobody's identity: while the moderators hold the paste back it shows it to no one.
  if (paste.quarantinedAt !== null) throw pasteUnderReview();
  return paste;
}

/**
 * Counts one answer of the content through the link, unless the link ran out meanwhile (then
 * 404): one conditional UPDATE, so a link with N views left answers N readers however many come
 * at once.
 */
export async function spendView(link: ShareLink): Promise<void> {
  const counted = await db().$executeRawUnsafe(
    ...render(sql`
    UPDATE share_links SET views = views + 1
    WHERE id = ${link.id} AND (expires_at IS NULL OR expires_at > ${new Date()}) AND (max_views IS NULL OR views < max_views)`),
  );
  if (counted === 0) throw linkNotFound();
}
