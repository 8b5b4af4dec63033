import { db } from "../db/client";
import { render, sql } from "../db/sql";
import { countActivePastes } from "../pastes/queries";
import { processSingleton } from "../core/process-state";

// The numbers of the /stats page: the v2 data counter of pastes (what /api/v2/data/numPastes
// and /api/v3/meta/active_pastes answer), accounts, and the languages pasties are written in.
// Counting languages reads every pasty row, so the answer is kept for a minute per instance
// rather than recounted for every visitor.

export interface SiteStats {
  pastes: number;
  users: number;
  /** Every language in use (a few hundred at most), most used first; live plain pastes only. */
  languages: { name: string; pasties: number }[];
  countedAt: Date;
}

const FRESH_MS = 60_000;

// One per process, though each route bundle loads its own copy of this module.
const slot = processSingleton("siteStats", () => ({ counting: undefined as (Promise<SiteStats> & { at?: number }) | undefined }));

export function getSiteStats(now = Date.now()): Promise<SiteStats> {
  const current = slot.counting;
  if (current && current.at !== undefined && now - current.at < FRESH_MS) return current;
  const counting: Promise<SiteStats> & { at?: number } = countSiteStats();
  counting.at = now;
  slot.counting = counting;
  // A failed count is not kept: the next visitor tries again.
  counting.catch(() => {
    if (slot.counting === counting) slot.counting = undefined;
  });
  return counting;
}

async function countSiteStats(): Promise<SiteStats> {
  const now = new Date();
  const [pastes, users, languages] = await Promise.all([
    countActivePastes(now),
    db().user.count(),
    db().$queryRawUnsafe<{ name: string; pasties: bigint | number }[]>(
      ...render(sql`
      SELECT s.language AS name, count(*) AS pasties
      FROM pasties s JOIN pastes p ON p.id = s.paste_id
      WHERE (p.deletes_at IS NULL OR p.deletes_at > ${now})
        -- An E2E paste's languages are hidden as its content is, as every list says (its client
        -- names them in the clear only so its readers' browsers can highlight it).
        AND p.e2e IS NULL
      GROUP BY s.language ORDER BY count(*) DESC, s.language`),
    ),
  ]);
  return { pastes, users, languages: languages.map((row) => ({ name: row.name, pasties: Number(row.pasties) })), countedAt: now };
}

/** Forgets the kept numbers (tests). */
export function forgetSiteStats(): void {
  slot.counting = undefined;
}
