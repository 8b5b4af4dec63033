import type { ShareLink } from "../db/generated/client";
import { pastyNotFound } from "../pastes/access";
import type { ReadIntent } from "../pastes/burn";
import { readPasties } from "../pastes/content";
import type { PasteRecord } from "../pastes/queries";
import type { PastyDto } from "../pastes/schema";
import { type ZipFile, zipOfPasties } from "../pastes/zip";
import { activeLink, pasteOfLink, spendView } from "./access";

// Reading a paste through a share link (page, raw text, zip), for anyone holding the link. An
// encrypted paste needs its key as well (the Encryption-Key header, or the password the browser
// entered on the link's page): the link never carries it.

export interface SharedPaste {
  link: ShareLink;
  paste: PasteRecord;
  pasties: PastyDto[];
}

/**
 * The paste behind `secret`, counting one view; `peek` (HEAD) counts none. The content is read
 * (an encrypted paste's key checked) before the view is spent, so a wrong key costs no view.
 */
export async function openSharedPaste(secret: string, key: string | null, intent: ReadIntent = "open"): Promise<SharedPaste> {
  const link = await activeLink(secret);
  const paste = await pasteOfLink(link);
  const pasties = await readPasties(paste, key);
  if (intent === "open") await spendView(link);
  return { link, paste, pasties };
}

export async function readSharedRaw(secret: string, pastyId: string, key: string | null, intent: ReadIntent): Promise<string> {
  const { pasties } = await openSharedPaste(secret, key, intent);
  const pasty = pasties.find((candidate) => candidate.id === pastyId);
  if (!pasty) throw pastyNotFound();
  return pasty.content;
}

export async function buildSharedZip(secret: string, key: string | null, intent: ReadIntent): Promise<ZipFile> {
  const { paste, pasties } = await openSharedPaste(secret, key, intent);
  return zipOfPasties(paste, pasties);
}
