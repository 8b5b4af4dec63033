"use client";

import { type RefObject, useEffect, useState } from "react";
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

/** `hydrated`: the form runs in the browser; `restored`: any draft is back (or there was none). */
export function usePasteDraft({ mode, restoreDraft, expiresInValues, form, baseline, submittedRef, onRestore }: DraftOptions) {
  const [hydrated, setHydrated] = useState(false);
  const [restored, setRestored] = useState(false);
  const dirty = !sameWork(form, baseline);

  useEffect(() => {
    setHydrated(true);
    if (mode !== "create" || !restoreDraft) {
      setRestored(true);
      return;
    }
    let draft: Draft | null = null;
    try {
      draft = parseDraft(window.localStorage.getItem(DRAFT_STORAGE_KEY), expiresInValues);
    } catch {
      // Storage can be off (private windows, policies): no draft then.
    }
    if (draft && draftHasWork(draft)) onRestore(draft);
    setRestored(true);
    // Once, after the first render in the browser.
  }, []);

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
