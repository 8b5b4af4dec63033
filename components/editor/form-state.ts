import type { EditorView } from "@codemirror/view";
import type { Draft } from "@/lib/editor/draft";
import type { EditorInitial } from "@/lib/editor/page";
import type { EditorPasty } from "@/lib/editor/request";
import type { FieldErrors } from "@/lib/editor/validation";

// The editor's form: what it holds, how it starts, and the DOM ids its errors point at (and focus).

export type FormState = Omit<Draft, "pasties"> & { pasties: EditorPasty[] };

export type SetForm = (update: (current: FormState) => FormState) => void;

let keyCounter = 0;
/** A key for a tab made in this browser (the server-rendered ones are positional). */
export function newKey(): string {
  keyCounter += 1;
  return `n${Date.now().toString(36)}${keyCounter}`;
}

export function initialState(initial: EditorInitial): FormState {
  // Keys of the server-rendered pasties are positional, so the server and the browser agree.
  const pasties = initial.pasties.map((pasty, index) => ({ key: `p${index}`, ...pasty }));
  return {
    title: initial.title,
    expiresIn: initial.expiresIn,
    private: false,
    pinned: false,
    anonymous: false,
    encrypted: false,
    tags: initial.tags,
    pasties,
    activeKey: pasties[0]!.key,
  };
}

/** The DOM id of the control a field error belongs to (for focus and aria-describedby). */
export const fieldIds = {
  title: "paste-title",
  expiresIn: "paste-expires",
  tags: "paste-tags",
  password: "paste-password",
  flags: "paste-private",
  pasties: "pasty-tabs",
  content: "pasty-content",
  form: "paste-form-alert",
} as const;

/** The selected pasty's title field (F2 and errors focus it). */
export const PASTY_TITLE_ID = "pasty-title";

/** The editor area, the target of the page's "Skip to editor" link. */
export const EDITOR_ID = "editor";

interface ErrorFocus {
  /** Selects the tab of a pasty whose field is in error. */
  select: (key: string) => void;
  views: ReadonlyMap<string, EditorView>;
  /** The selected pasty's key when the focus moves. */
  activeKey: () => string;
}

/** Takes the focus to the first field in error (after the errors render). */
export function focusFirstError(errors: FieldErrors, { select, views, activeKey }: ErrorFocus) {
  const fields = Object.keys(errors);
  const pastyError = fields.find((field) => field.startsWith("pasty:"));
  const firstField = fields.find((field) => !field.startsWith("pasty:") && field !== "content" && field !== "pasties");
  if (firstField) {
    setTimeout(() => document.getElementById(fieldIds[firstField as keyof typeof fieldIds] ?? fieldIds.form)?.focus(), 0);
  } else if (pastyError) {
    const [, key, part] = pastyError.split(":");
    if (key) select(key);
    setTimeout(() => {
      if (part === "title") document.getElementById(PASTY_TITLE_ID)?.focus();
      else if (part === "language") document.getElementById("pasty-language")?.focus();
      else if (key) views.get(key)?.focus();
    }, 0);
  } else if (errors.content) {
    setTimeout(() => views.get(activeKey())?.focus(), 0);
  }
}
