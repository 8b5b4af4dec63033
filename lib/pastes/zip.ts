import JSZip from "jszip";
import type { Caller } from "../auth/caller";
import { TEXT } from "../languages/data";
import { findLanguage } from "../languages/resolve";
import { openPaste, type ReadIntent } from "./burn";
import type { PasteRecord } from "./queries";
import type { PastyDto } from "./schema";

// GET /api/v3/pastes/:id.zip (behaviour.md, "Paste zip"): `<title or id>.zip` with one UTF-8
// entry per pasty: its title when that already has an extension (`main.py`, `notes.txt`), else
// the title (or `pasty-<n>`) with its language's first extension; names made unique.

export interface ZipFile {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** Path separators and control characters would make entries land elsewhere or not open. */
const safeName = (name: string) => name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, "_").trim();

function extensionOf(language: string): string {
  return (findLanguage(language) ?? findLanguage(TEXT))?.extensions[0] ?? ".txt";
}

/** `main.py` → [`main`, `.py`]; a leading dot (`.env`) is a name, not an extension. */
const HAS_EXTENSION = /^(.+?)(\.[A-Za-z0-9_+-]{1,16})$/;

export function zipEntryNames(pasties: readonly PastyDto[]): string[] {
  const used = new Set<string>();
  return pasties.map((pasty, index) => {
    const title = safeName(pasty.title);
    const [, base, extension] = HAS_EXTENSION.exec(title) ?? [title, title || `pasty-${index + 1}`, extensionOf(pasty.language)];
    let name = `${base}${extension}`;
    for (let copy = 2; used.has(name.toLowerCase()); copy++) name = `${base} (${copy})${extension}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** The zip of a paste; downloading it is reading it (a burn-after-reading paste is consumed). */
export async function buildPasteZip(
  caller: Caller,
  pasteId: string,
  key: string | null,
  intent: ReadIntent = "open",
): Promise<ZipFile> {
  const { paste, pasties } = await openPaste(caller, pasteId, key, intent);
  return zipOfPasties(paste, pasties);
}

/** The zip of pasties already read (by a door that decided who may read them). */
export async function zipOfPasties(paste: Pick<PasteRecord, "id" | "title">, pasties: readonly PastyDto[]): Promise<ZipFile> {
  const zip = new JSZip();
  zipEntryNames(pasties).forEach((name, index) => zip.file(name, pasties[index]?.content ?? ""));
  const bytes = new Uint8Array(await zip.generateAsync({ type: "arraybuffer", compression: "DEFLATE" }));
  return { fileName: `${safeName(paste.title) || paste.id}.zip`, bytes };
}
