import JSZip from "jszip";
import type { Caller } from "../auth/caller";
import { TEXT } from "../languages/data";
import { findLanguage } from "../languages/resolve";
import { openPaste, type ReadIntent } from "./burn";
import type { PasteRecord } from "./queries";
import type { PastyDto } from "./schema";

// GET /api/v3/pastes/:id.zip (behaviour.md, "Paste zip"): `<title or id>.zip` with one UTF-8
// entry per pasty: its title when that already has an extension (`main.py`, `notes.txt`), else
// the title (or `pasty-<n>`) with its language's first extension; an executable extension the
// language does not imply gets the language's after it; names made unique.

export interface ZipFile {
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * Path separators and control characters would make entries land elsewhere or not open; format
 * characters (bidi overrides, zero-width ones) would make a name read otherwise than it is
 * (`\u202Egnp.exe` shows as `exe.png`), so they go without a trace.
 */
const safeName = (name: string) =>
  name
    .replace(/[\p{Cf}\u2028\u2029]/gu, "")
    .replace(/[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]/g, "_")
    .trim();

/** Extensions a desktop runs or opens as a program when the file is opened. */
const EXECUTABLE = new Set(
  [".exe", ".com", ".bat", ".cmd", ".scr", ".pif", ".cpl", ".msi", ".msp", ".vbs", ".vbe", ".js", ".jse", ".wsf", ".wsh"].concat([
    ".ps1",
    ".psm1",
    ".hta",
    ".lnk",
    ".reg",
    ".jar",
    ".app",
    ".command",
    ".sh",
    ".run",
    ".appimage",
    ".dll",
  ]),
);

function extensionsOf(language: string): readonly string[] {
  return (findLanguage(language) ?? findLanguage(TEXT))?.extensions ?? [".txt"];
}

/** `main.py` → [`main`, `.py`]; a leading dot (`.env`) is a name, not an extension. */
const HAS_EXTENSION = /^(.+?)(\.[A-Za-z0-9_+-]{1,16})$/;

export function zipEntryNames(pasties: readonly PastyDto[]): string[] {
  const used = new Set<string>();
  return pasties.map((pasty, index) => {
    const title = safeName(pasty.title);
    const implied = extensionsOf(pasty.language);
    let [, base, extension] = HAS_EXTENSION.exec(title) ?? [title, title || `pasty-${index + 1}`, implied[0] ?? ".txt"];
    // A title may not turn a text into a program: `setup.exe` of a Text pasty is `setup.exe.txt`.
    if (EXECUTABLE.has(extension.toLowerCase()) && !implied.some((own) => own.toLowerCase() === extension.toLowerCase())) {
      base = `${base}${extension}`;
      extension = implied[0] ?? ".txt";
    }
    let name = `${base}${extension}`;
    for (let copy = 2; used.has(name.toLowerCase()); copy++) name = `${base} (${copy})${extension}`;
    used.add(name.toLowerCase());
    return name;
  });
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
