import type { CallerUser } from "../auth/caller";
import { pageCaller } from "../auth/current-user";
import { env } from "../core/env";
import { AppError } from "../core/errors";
import { expiresInValues } from "../core/expires-in";
import { getPaste, getPasteEncrypted } from "../pastes/reads";
import { PASTIES_MAX, PASTY_TITLE_MAX, TAG_MAX, TAGS_MAX, TITLE_MAX } from "../pastes/schema";
import { readUnlockKey } from "../pastes/unlock";
import type { Settings } from "../settings/schema";
import { listOwnTags } from "../users/queries";
import type { EditorLimits } from "./validation";

// What the create and edit pages hand the editor: plain data, decided on the server.

export interface EditorPreferences {
  defaultLanguage: string;
  indentation: "spaces" | "tabs";
  indentWidth: number;
  wrap: boolean;
  copyLinkOnCreate: boolean;
}

export interface EditorInitial {
  title: string;
  expiresIn: string;
  tags: string[];
  pasties: { id?: string; title: string; content: string; language: string }[];
}

export function editorLimits(): EditorLimits {
  return {
    title: TITLE_MAX,
    pastyTitle: PASTY_TITLE_MAX,
    pasties: PASTIES_MAX,
    tags: TAGS_MAX,
    tag: TAG_MAX,
    contentBytes: env().MAX_PASTE_BYTES,
  };
}

export const editorExpiresInValues: readonly string[] = expiresInValues;

export function editorPreferences(settings: Settings): EditorPreferences {
  return {
    defaultLanguage: settings.defaultLanguage,
    indentation: settings.defaultIndentationUnit,
    indentWidth: settings.defaultIndentationWidth,
    wrap: settings.textWrap,
    copyLinkOnCreate: settings.copyLinkOnCreate,
  };
}

/** An empty create form: one pasty in the writer's default language. */
export function blankInitial(settings: Settings): EditorInitial {
  return { title: "", expiresIn: "never", tags: [], pasties: [{ title: "", content: "", language: settings.defaultLanguage }] };
}

/** The writer's own tags, offered by the tags field; none for visitors. */
export async function tagSuggestions(user: CallerUser | null): Promise<string[]> {
  if (!user) return [];
  try {
    return await listOwnTags(await pageCaller(), user.username);
  } catch {
    return [];
  }
}

/** Why no copy could be made, named for the page to word: an encrypted paste not opened here, or none to read. */
export type CloneNotice = "encrypted" | "unreadable";

export type CloneResult = { initial: EditorInitial; notice: null } | { initial: null; notice: CloneNotice };

/**
 * `/?clone=<id>`: the create form prefilled from a paste the visitor can read: its title (as a
 * copy), pasties and languages; never its tags, owner or flags. An encrypted paste needs its
 * password remembered by this browser (opened before). `copyOf` words the copy's title in the
 * reader's language ("Copy of Notes").
 */
export async function cloneInitial(pasteId: string, copyOf: (title: string) => string): Promise<CloneResult> {
  const caller = await pageCaller();
  try {
    const encrypted = await getPasteEncrypted(caller, pasteId);
    const key = encrypted ? await readUnlockKey(pasteId) : null;
    if (encrypted && !key) {
      return { initial: null, notice: "encrypted" };
    }
    const paste = await getPaste(caller, pasteId, key);
    const title = paste.title.trim() === "" ? "" : copyOf(paste.title).slice(0, TITLE_MAX);
    return {
      initial: {
        title,
        expiresIn: "never",
        tags: [],
        pasties: paste.pasties.map((pasty) => ({ title: pasty.title, content: pasty.content, language: pasty.language })),
      },
      notice: null,
    };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      return { initial: null, notice: "unreadable" };
    }
    throw error;
  }
}
