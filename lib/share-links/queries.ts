import type { Caller } from "../auth/caller";
import { env } from "../core/env";
import { db } from "../db/client";
import { linkablePaste } from "./access";
import { toShareLinkDto } from "./dto";
import type { ShareLinkDto } from "./schema";

/**
 * The links of the caller's private paste, oldest first (used-up and expired ones too, marked):
 * at most MAX_SHARE_LINKS_PER_PASTE, which creation holds to (a paste over it after the setting
 * was lowered lists its oldest; revoking them shows the rest).
 */
export async function listShareLinks(caller: Caller, pasteId: string): Promise<ShareLinkDto[]> {
  const paste = await linkablePaste(caller, pasteId);
  const links = await db().shareLink.findMany({
    where: { pasteId: paste.id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: env().MAX_SHARE_LINKS_PER_PASTE,
  });
  const now = new Date();
  return links.map((link) => toShareLinkDto(link, now));
}
