import { findLanguage, languageOfFileName } from "../languages/resolve";
import { TEXT } from "../languages/data";

// A gist's files are its paste's pasties, named by their titles. A gist's files are keyed by
// name, so every pasty gets one, unique within its paste and the same on every read (a client
// reads the names, then edits by them): an untitled pasty is `gistfile-<pasty id>` with the
// extension of its language, as GitHub names unnamed files `gistfile1.txt`; a title that an earlier
// pasty of the paste already has gets the pasty id before its extension.

interface Named {
  id: string;
  title: string;
  language: string;
}

/** The file name of each pasty, in the pasties' order. */
export function gistFileNames(pasties: readonly Named[]): string[] {
  const taken = new Set<string>();
  return pasties.map((pasty) => {
    const wanted = pasty.title.trim() === "" ? `gistfile-${pasty.id}${extensionOf(pasty.language)}` : pasty.title;
    const name = taken.has(wanted) ? withIdBeforeExtension(wanted, pasty.id) : wanted;
    taken.add(name);
    return name;
  });
}

function extensionOf(language: string): string {
  return findLanguage(language)?.extensions[0] ?? ".txt";
}

function withIdBeforeExtension(name: string, id: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? `${name.slice(0, dot)}-${id}${name.slice(dot)}` : `${name}-${id}`;
}

/** The language a new or renamed file is written in: its extension's, else `fallback`. */
export function languageOfFile(name: string, fallback: string = TEXT): string {
  return languageOfFileName(name)?.name ?? fallback;
}
