import type { Caller } from "../auth/caller";
import { AppError } from "../core/errors";
import { ownedPaste } from "../pastes/access";
import { endToEndRefusal } from "../pastes/end-to-end";
import { createPaste, editPaste } from "../pastes/mutations";
import { deletePaste } from "../pastes/delete/mutations";
import { getPaste } from "../pastes/reads";
import { createPasteInputSchema, editPasteInputSchema, type PastyDto } from "../pastes/schema";
import { gistFileNames, languageOfFile } from "./file-names";
import { readGist } from "./reads";
import type { CreateGistInput, EditGistInput, Gist } from "./schema";

// The gist writes, translated into Myst's paste writes (lib/pastes/mutations.ts), so every rule
// of a write holds as on Myst's own API: who may write, sizes and counts (the paste schemas parse
// what is made here), the removed-content blocklist, the secret scan, history (one revision per
// PATCH). The answer is the gist read back, as GitHub answers a write.

/** GitHub's 422 for a request its rules refuse, with the refused field in `errors`. */
function validationFailed(message: string, field: string): AppError {
  return new AppError("unprocessable", message, {}, { errors: [{ resource: "Gist", field, code: "invalid", message }] });
}

/** POST /gists: a paste whose pasties are the files, private unless `public`. */
export async function createGist(caller: Caller, input: CreateGistInput, origin: string): Promise<Gist> {
  const paste = createPasteInputSchema.parse({
    title: input.description ?? null,
    private: !input.public,
    pasties: Object.entries(input.files).map(([name, file]) => ({ title: name, content: file.content, language: languageOfFile(name) })),
  });
  const created = await createPaste(caller, paste, null);
  return readGist(caller, created.id, null, origin, "open");
}

/**
 * PATCH /gists/:id, as GitHub's: `description` replaces the title; in `files`, null deletes a
 * file, `filename` renames it (its language follows the new extension, when it names one),
 * `content` replaces its text, and a name the gist does not have adds a file. Files not named are
 * kept. One edit of the paste, so one revision; a request that changes nothing makes none.
 */
export async function editGist(caller: Caller, gistId: string, input: EditGistInput, key: string | null, origin: string): Promise<Gist> {
  // Refused as every edit is (someone else's paste, a token without `paste`) before anything is read.
  await ownedPaste(caller, gistId, "paste");
  if (input.description !== undefined || input.files !== undefined) {
    const current = await getPaste(caller, gistId, key);
    if (current.e2e) throw endToEndRefusal("editing it");
    const title = input.description === undefined ? current.title : (input.description ?? "");
    const pasties = editedFiles(current.pasties, input.files ?? {});
    await editPaste(caller, gistId, editPasteInputSchema.parse({ title, pasties }), key);
  }
  return readGist(caller, gistId, key, origin, "open");
}

type EditedPasty = { id?: string; title: string; content: string; language: string };

/** The paste's new pasties: the kept ones in their order, changed as asked, then the added ones. */
function editedFiles(before: PastyDto[], changes: NonNullable<EditGistInput["files"]>): EditedPasty[] {
  const names = gistFileNames(before);
  const existing = new Set(names);
  const named = new Set<string>();
  const kept = before.flatMap((pasty, index): EditedPasty[] => {
    const name = names[index]!;
    if (!Object.hasOwn(changes, name)) return [pasty];
    const change = changes[name];
    if (change === null || change === undefined) return [];
    if (change.filename) named.add(change.filename);
    const title = change.filename ?? pasty.title;
    const language = change.filename ? languageOfFile(change.filename, pasty.language) : pasty.language;
    return [{ id: pasty.id, title, content: change.content ?? pasty.content, language }];
  });
  const added = Object.entries(changes).flatMap(([name, change]): EditedPasty[] => {
    if (existing.has(name)) return [];
    if (change === null) throw validationFailed(`The gist has no file called "${name}" to delete.`, `files.${name}`);
    if (change.content === undefined) throw validationFailed(`The new file "${name}" needs content.`, `files.${name}.content`);
    const title = change.filename ?? name;
    named.add(title);
    return [{ title, content: change.content, language: languageOfFile(title) }];
  });
  const after = [...kept, ...added];
  if (after.length === 0) throw validationFailed("A gist keeps at least one file: deleting the last one is refused.", "files");
  // Counted once (a request may name thousands of files: no pass over the list per name).
  const counts = new Map<string, number>();
  for (const { title } of after) counts.set(title, (counts.get(title) ?? 0) + 1);
  const clash = [...named].find((title) => (counts.get(title) ?? 0) > 1);
  if (clash !== undefined) throw validationFailed(`Two files of the gist would be called "${clash}".`, `files.${clash}`);
  return after;
}

/** DELETE /gists/:id: as deleting the paste (its owner, or an admin for a public one). */
export function deleteGist(caller: Caller, gistId: string): Promise<void> {
  return deletePaste(caller, gistId);
}
