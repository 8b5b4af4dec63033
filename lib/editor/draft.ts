// The create form's work in progress, kept in the browser's localStorage so a reload or a closed
// tab loses nothing. It never holds the encryption password: only whether to encrypt.

export const DRAFT_STORAGE_KEY = "myst:paste-draft:v1";

export interface DraftPasty {
  /** The editor's own key for the tab (stable across renders and reorders). */
  key: string;
  /** The pasty's id on the server, when editing an existing paste. */
  id?: string;
  title: string;
  content: string;
  /** A language name, or Autodetect. */
  language: string;
}

export interface Draft {
  title: string;
  expiresIn: string;
  private: boolean;
  pinned: boolean;
  anonymous: boolean;
  encrypted: boolean;
  /** Left out when not chosen. */
  burnAfterRead?: boolean;
  /** Sealed in the browser (lib/end-to-end); left out when not chosen. */
  endToEnd?: boolean;
  tags: string[];
  pasties: DraftPasty[];
  activeKey: string;
}

/** The draft as stored: exactly the fields of Draft, in a versioned envelope. */
export function serializeDraft(draft: Draft): string {
  const stored = {
    version: 1,
    title: draft.title,
    expiresIn: draft.expiresIn,
    private: draft.private,
    pinned: draft.pinned,
    anonymous: draft.anonymous,
    encrypted: draft.encrypted,
    burnAfterRead: draft.burnAfterRead === true,
    endToEnd: draft.endToEnd === true,
    tags: draft.tags,
    pasties: draft.pasties.map(({ key, id, title, content, language }) => ({ key, id, title, content, language })),
    activeKey: draft.activeKey,
  };
  return JSON.stringify(stored);
}

const isString = (value: unknown): value is string => typeof value === "string";

/**
 * A stored draft read back, or null when there is none or it cannot be trusted (another version,
 * edited by hand). Unknown expiry values fall back to the first allowed one.
 */
export function parseDraft(text: string | null, expiresInValues: readonly string[]): Draft | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== "object") return null;
  const stored = data as Record<string, unknown>;
  if (stored.version !== 1 || !Array.isArray(stored.pasties) || stored.pasties.length === 0) return null;
  const pasties: DraftPasty[] = [];
  const keys = new Set<string>();
  for (const entry of stored.pasties as unknown[]) {
    if (!entry || typeof entry !== "object") return null;
    const pasty = entry as Record<string, unknown>;
    if (!isString(pasty.key) || keys.has(pasty.key) || !isString(pasty.content)) return null;
    keys.add(pasty.key);
    pasties.push({
      key: pasty.key,
      ...(isString(pasty.id) ? { id: pasty.id } : {}),
      title: isString(pasty.title) ? pasty.title : "",
      content: pasty.content,
      language: isString(pasty.language) && pasty.language !== "" ? pasty.language : "Text",
    });
  }
  const flag = (value: unknown) => value === true;
  const expiresIn =
    isString(stored.expiresIn) && expiresInValues.includes(stored.expiresIn) ? stored.expiresIn : (expiresInValues[0] ?? "never");
  const activeKey = isString(stored.activeKey) && keys.has(stored.activeKey) ? stored.activeKey : pasties[0]!.key;
  return {
    title: isString(stored.title) ? stored.title : "",
    expiresIn,
    private: flag(stored.private),
    pinned: flag(stored.pinned),
    anonymous: flag(stored.anonymous),
    encrypted: flag(stored.encrypted),
    ...(flag(stored.burnAfterRead) ? { burnAfterRead: true } : {}),
    ...(flag(stored.endToEnd) ? { endToEnd: true } : {}),
    tags: Array.isArray(stored.tags) ? stored.tags.filter(isString) : [],
    pasties,
    activeKey,
  };
}

/** Whether the draft holds anything worth keeping: a title, tags or any text. */
export function draftHasWork(draft: Draft): boolean {
  return (
    draft.title.trim() !== "" || draft.tags.length > 0 || draft.pasties.some((pasty) => pasty.content !== "" || pasty.title.trim() !== "")
  );
}

/** Two drafts hold the same work (tab keys and the selected tab aside). */
export function sameWork(a: Draft, b: Draft): boolean {
  const work = (draft: Draft) =>
    JSON.stringify([
      draft.title,
      draft.expiresIn,
      draft.private,
      draft.pinned,
      draft.anonymous,
      draft.encrypted,
      draft.burnAfterRead === true,
      draft.endToEnd === true,
      draft.tags,
      draft.pasties.map(({ id, title, content, language }) => [id ?? null, title, content, language]),
    ]);
  return work(a) === work(b);
}
