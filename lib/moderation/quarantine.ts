import type { Prisma } from "../db/generated/client";
import { render, sql } from "../db/sql";

// Quarantine (issue 27): an admin holds a reported paste back while it is reviewed, instead of
// choosing at once between leaving it up and deleting it. The rule of who still sees it is
// lib/pastes/access.ts's (its owner, who is told why, and the admins; everyone else gets 451);
// every list, search and cache leaves it out (lib/profiles, lib/search, lib/pastes/shared.ts).
// These are the two writes, each in the transaction of the decision that makes it
// (decisions.ts), which also writes the audit entry and announces the change to every cache.

/**
 * Holds the paste back with the admin's note; null when there is no such live paste the admin
 * may act on: one they can see, or a private one reported to them (through a share link).
 * Quarantining it again keeps the time it was first held and takes the newer note.
 */
export async function quarantine(
  tx: Prisma.TransactionClient,
  pasteId: string,
  note: string,
): Promise<{ title: string; ownerId: string | null } | null> {
  const [row] = await tx.$queryRawUnsafe<{ title: string; ownerId: string | null }[]>(
    ...render(sql`
    UPDATE pastes p SET quarantined_at = coalesce(p.quarantined_at, now()), quarantine_note = ${note}
    WHERE p.id = ${pasteId} AND (p.deletes_at IS NULL OR p.deletes_at > now())
      AND (NOT p.private OR EXISTS (SELECT 1 FROM paste_reports r WHERE r.paste_id = p.id AND r.closed_at IS NULL))
    RETURNING p.title, p.owner_id AS "ownerId"`),
  );
  return row ?? null;
}

/** Lets a quarantined paste be seen again; false when it was not quarantined. */
export async function release(tx: Prisma.TransactionClient, pasteId: string): Promise<boolean> {
  const released = await tx.$executeRawUnsafe(
    ...render(sql`UPDATE pastes SET quarantined_at = NULL, quarantine_note = NULL WHERE id = ${pasteId} AND quarantined_at IS NOT NULL`),
  );
  return released > 0;
}
