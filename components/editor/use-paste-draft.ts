"use client";

import { type RefObject, useEffect, useEffectEvent, useState, useSyncExternalStore } from "react";
import { DRAFT_STORAGE_KEY, type Draft, draftHasWork, parseDraft, sameWork, serializeDraft } from "@/lib/editor/draft";
import type { FormState } from "./form-state";

// The create form's draft in this browser's storage: brought back after the first render (when
// the page asks for it), kept a moment after every change, and a warning before leaving a form
// with unsaved work.

const DRAFT_SAVE_DELAY_MS = 400;

interface DraftOptions {
  mode: "create" | "edit";
  restoreDraft: boolean;
  expiresInValues: readonly string[];
  form: FormState;
  baseline: FormState;
  /** True once the paste is sent: nothing to keep or warn about any more. */
  submittedRef: RefObject<boolean>;
  /** The draft found in storage, to put into the form. */
  onRestore: (draft: Draft) => void;
}

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** `hydrated`: the form runs in the browser; `restored`: any draft is back (or there was none). */
export function usePasteDraft({ mode, restoreDraft, expiresInValues, form, baseline, submittedRef, onRestore }: DraftOptions) {
  const hydrated = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  // Nothing to bring back for an edit or a prefilled form: ready from the start.
  const [restored, setRestored] = useState(mode !== "create" || !restoreDraft);
  const dirty = !sameWork(form, baseline);

  const restore = useEffectEvent(() => {
    let draft: Draft | null = null;
    try {
      draft = parseDraft(window.localStorage.getItem(DRAFT_STORAGE_KEY), expiresInValues);
    } catch {
      // Storage can be off (private windows, policies): no draft then.
    }
    if (draft && draftHasWork(draft)) onRestore(draft);
    setRestored(true);
  });
  useEffect(() => {
    // Browser storage is read once the form has hydrated: the server rendered it without a
    // draft, so the draft can only become form state in an effect, once, after that render.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the comment above
    if (!restored) restore();
  }, [restored]);

  useEffect(() => {
    if (mode !== "create" || !restored || submittedRef.current) return;
    const timer = setTimeout(() => {
      if (submittedRef.current) return;
      try {
        if (!draftHasWork(form)) window.localStorage.removeItem(DRAFT_STORAGE_KEY);
        else if (!sameWork(form, baseline)) window.localStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft(form));
      } catch {
        // Full or disabled storage: the form still works, only the draft is not kept.
      }
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, mode, restored, baseline, submittedRef]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (submittedRef.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty, submittedRef]);

  return { hydrated, restored };
}

/** Forgets the draft once its paste exists. */
export function clearDraft(): void {
  try {
    window.localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
