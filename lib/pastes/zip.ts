import JSZip from "jszip";
import type { Caller } from "../auth/caller";
import { TEXT } from "../languages/data";
import { findLanguage } from "../languages/resolve";
import { openPaste, type ReadIntent } from "./burn";
import type { PasteRecord } from "./queries";
import { fileNamesOf, safeName } from "./file-names";
import type { PastyDto } from "./schema";

// GET /api/v3/pastes/:id.zip (behaviour.md, "Paste zip"): `<title or id>.zip` with one UTF-8
// entry per pasty, named as file-names.ts says.

export interface ZipFile {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

function extensionsOf(language: string): readonly string[] {
  return (findLanguage(language) ?? findLanguage(TEXT))?.extensions ?? [".txt"];
}

export function zipEntryNames(pasties: readonly PastyDto[]): string[] {
  return fileNamesOf(pasties.map((pasty) => ({ title: pasty.title, extensions: extensionsOf(pasty.language) })));
}

/** The zip of a paste; downloading it is reading it (a burn-after-reading paste is consumed). */
export async function buildPasteZip(caller: Caller, pasteId: string, key: string | null, intent: ReadIntent = "open"): Promise<ZipFile> {
  const { paste, pasties } = await openPaste(caller, pasteId, key, intent, { sealed: false });
  return zipOfPasties(paste, pasties);
}

/** The zip of pasties already read (by a door that decided who may read them). */
export async function zipOfPasties(paste: Pick<PasteRecord, "id" | "title">, pasties: readonly PastyDto[]): Promise<ZipFile> {
  const zip = new JSZip();
  zipEntryNames(pasties).forEach((name, index) => zip.file(name, pasties[index]?.content ?? ""));
  const bytes = new Uint8Array(await zip.generateAsync({ type: "arraybuffer", compression: "DEFLATE" }));
  return { fileName: `${safeName(paste.title) || paste.id}.zip`, bytes };
}
