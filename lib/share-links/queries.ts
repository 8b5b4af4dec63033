import type { Caller } from "../auth/caller";
import { db } from "../db/client";
import { linkablePaste } from "./access";
import { toShareLinkDto } from "./dto";
import type { ShareLinkDto } from "./schema";

/** The links of the caller's private paste, oldest first (used-up and expired ones too, marked). */
export async function listShareLinks(caller: Caller, pasteId: string): Promise<ShareLinkDto[]> {
  const paste = await linkablePaste(caller, pasteId);
  const links = await db().shareLink.findMany({ where: { pasteId: paste.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const now = new Date();
  return links.map((link) => toShareLinkDto(link, now));
}
