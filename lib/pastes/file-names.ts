// The file names of a paste's pasties (behaviour.md, "Paste zip"): its title when that already
// has an extension (`main.py`, `notes.txt`), else the title (or `pasty-<n>`) with its language's
// first extension; an executable extension the language does not imply gets the language's after
// it; names made unique. Pure and without the language data, so the page of an end-to-end
// encrypted paste names its downloads in the browser the way the server names the zip's entries.

/**
 * Path separators and control characters would make entries land elsewhere or not open; format
 * characters (bidi overrides, zero-width ones) would make a name read otherwise than it is
 * (`\u202Egnp.exe` shows as `exe.png`), so they go without a trace.
 */
export const safeName = (name: string) =>
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

/** `main.py` → [`main`, `.py`]; a leading dot (`.env`) is a name, not an extension. */
const HAS_EXTENSION = /^(.+?)(\.[A-Za-z0-9_+-]{1,16})$/;

/** A pasty as far as its file name goes: its title and the extensions its language implies (`.txt` when none). */
export interface NamedPasty {
  title: string;
  extensions: readonly string[];
}

export function fileNamesOf(pasties: readonly NamedPasty[]): string[] {
  const used = new Set<string>();
  return pasties.map((pasty, index) => {
    const title = safeName(pasty.title);
    const implied = pasty.extensions;
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
