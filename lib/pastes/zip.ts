import JSZip from "jszip";
import type { Caller } from "../auth/caller";
import { TEXT } from "../languages/data";
import { findLanguage } from "../languages/resolve";
import { readablePaste } from "./access";
import { readPasties } from "./content";
import type { PastyDto } from "./schema";

// GET /api/v3/pastes/:id.zip (behaviour.md, "Paste zip"): `<title or id>.zip` with one UTF-8
// entry per pasty named `<title or id><first extension of its language>`, names made unique.

export interface ZipFile {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** Path separators and control characters would make entries land elsewhere or not open. */
const safeName = (name: string) => name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, "_").trim();

function extensionOf(language: string): string {
  return (findLanguage(language) ?? findLanguage(TEXT))?.extensions[0] ?? ".txt";
}

export function zipEntryNames(pasties: readonly PastyDto[]): string[] {
  const used = new Set<string>();
  return pasties.map((pasty) => {
    const base = safeName(pasty.title) || pasty.id;
    const extension = extensionOf(pasty.language);
    let name = `${base}${extension}`;
    for (let copy = 2; used.has(name.toLowerCase()); copy++) name = `${base} (${copy})${extension}`;
    used.add(name.toLowerCase());
    return name;
  });
}

export async function buildPasteZip(caller: Caller, pasteId: string, key: string | null): Promise<ZipFile> {
  const paste = await readablePaste(caller, pasteId);
  const pasties = await readPasties(paste, key);
  const zip = new JSZip();
  zipEntryNames(pasties).forEach((name, index) => zip.file(name, pasties[index]?.content ?? ""));
  const bytes = new Uint8Array(await zip.generateAsync({ type: "arraybuffer", compression: "DEFLATE" }));
  return { fileName: `${safeName(paste.title) || paste.id}.zip`, bytes };
}
