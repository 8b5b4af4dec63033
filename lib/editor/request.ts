import type { Draft, DraftPasty } from "./draft";
import { AUTODETECT_LANGUAGE } from "./languages";
import { normalizeTagList } from "./validation";

// The bodies the form sends to the v3 API (interface.md 4.3), built from the form's state.

export interface EditorPasty extends DraftPasty {
  /** What autodetection said for an Autodetect tab; null while unknown. */
  detected?: string | null;
}

/**
 * The language to send: a detected language as shown to the writer, else the choice itself
 * (an Autodetect tab nobody detected yet is left to the server to detect).
 */
export function submittedLanguage(pasty: EditorPasty): string {
  return pasty.language === AUTODETECT_LANGUAGE && pasty.detected ? pasty.detected : pasty.language;
}

export interface CreatePasteBody {
  title: string;
  expiresIn: string;
  encrypted: boolean;
  pasties: { title: string; content: string; language: string }[];
  anonymous?: boolean;
  private?: boolean;
  pinned?: boolean;
  tags?: string[];
  burnAfterRead?: boolean;
}

/** POST /api/v3/pastes. Signed-in-only options are sent only when someone is signed in. */
export function createPasteBody(draft: Draft & { pasties: EditorPasty[] }, signedIn: boolean): CreatePasteBody {
  const body: CreatePasteBody = {
    title: draft.title.trim(),
    expiresIn: draft.expiresIn,
    encrypted: draft.encrypted,
    pasties: draft.pasties.map((pasty) => ({ title: pasty.title.trim(), content: pasty.content, language: submittedLanguage(pasty) })),
  };
  if (draft.burnAfterRead) body.burnAfterRead = true;
  if (signedIn) {
    body.anonymous = draft.anonymous;
    body.private = !draft.anonymous && draft.private;
    body.pinned = !draft.anonymous && !draft.burnAfterRead && draft.pinned;
    body.tags = draft.anonymous ? [] : normalizeTagList(draft.tags);
  }
  return body;
}

export interface EditPasteBody {
  title: string;
  pasties: { id?: string; title: string; content: string; language: string }[];
}

/** PATCH /api/v3/pastes/:id: existing pasties keep their ids (so history records the edit). */
export function editPasteBody(draft: Pick<Draft, "title"> & { pasties: EditorPasty[] }): EditPasteBody {
  return {
    title: draft.title.trim(),
    pasties: draft.pasties.map((pasty) => ({
      ...(pasty.id ? { id: pasty.id } : {}),
      title: pasty.title.trim(),
      content: pasty.content,
      language: submittedLanguage(pasty),
    })),
  };
}

/** Whether the tag list changed (order and blanks aside), so the tags call can be skipped. */
export function tagsChanged(before: readonly string[], after: readonly string[]): boolean {
  const a = normalizeTagList(before).sort();
  const b = normalizeTagList(after).sort();
  return a.length !== b.length || a.some((tag, index) => tag !== b[index]);
}
