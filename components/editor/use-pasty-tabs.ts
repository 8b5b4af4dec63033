"use client";

import { useTranslations } from "next-intl";
import type { EditorView } from "@codemirror/view";
import { type RefObject, useState } from "react";
import { flushSync } from "react-dom";
import type { EditorPasty } from "@/lib/editor/request";
import { pastyField } from "@/lib/editor/validation";
import { type FormState, newKey, PASTY_TITLE_ID, type SetForm } from "./form-state";

// The tab bar's wiring: which pasty is selected, adding, closing (asking first when it has
// content), reordering and renaming (F2 or a double click), and where the focus goes.

interface TabsOptions {
  form: FormState;
  setForm: SetForm;
  maxPasties: number;
  defaultLanguage: string;
  views: RefObject<Map<string, EditorView>>;
  errors: Record<string, string>;
  clearErrors: (...fields: string[]) => void;
}

export function usePastyTabs({ form, setForm, maxPasties, defaultLanguage, views, errors, clearErrors }: TabsOptions) {
  /** The pasty whose closing waits for the writer's confirmation. */
  const [closing, setClosing] = useState<string | null>(null);
  const t = useTranslations("editor.form");

  const tabs = form.pasties.map((pasty, index) => ({
    key: pasty.key,
    label: pasty.title.trim() || t("pastyNumber", { number: index + 1 }),
    hasError: Object.keys(errors).some((field) => field.startsWith(`pasty:${pasty.key}:`)),
  }));

  function select(key: string) {
    setForm((current) => ({ ...current, activeKey: key }));
  }

  function focusEditorSoon(key: string) {
    // The editor of a new tab mounts on the next render (its code may still be loading).
    let attempts = 0;
    const tryFocus = () => {
      const view = views.current.get(key);
      if (view) view.focus();
      else if (attempts++ < 20) setTimeout(tryFocus, 50);
    };
    setTimeout(tryFocus, 0);
  }

  function addPasty() {
    if (form.pasties.length >= maxPasties) return;
    const pasty: EditorPasty = { key: newKey(), title: "", content: "", language: defaultLanguage };
    setForm((current) => ({ ...current, pasties: [...current.pasties, pasty], activeKey: pasty.key }));
    clearErrors("pasties");
    focusEditorSoon(pasty.key);
  }

  function requestClose(key: string) {
    const pasty = form.pasties.find((candidate) => candidate.key === key);
    if (!pasty || form.pasties.length <= 1) return;
    if (pasty.content.trim() === "") closePasty(key);
    else setClosing(key);
  }

  function closePasty(key: string) {
    setClosing(null);
    setForm((current) => {
      if (current.pasties.length <= 1) return current;
      const index = current.pasties.findIndex((pasty) => pasty.key === key);
      const pasties = current.pasties.filter((pasty) => pasty.key !== key);
      const activeKey = current.activeKey === key ? pasties[Math.min(index, pasties.length - 1)]!.key : current.activeKey;
      return { ...current, pasties, activeKey };
    });
    views.current.delete(key);
    clearErrors(pastyField(key, "title"), pastyField(key, "content"), pastyField(key, "language"), "pasties");
  }

  function reorder(from: number, to: number) {
    setForm((current) => {
      const pasties = [...current.pasties];
      const [moved] = pasties.splice(from, 1);
      if (!moved) return current;
      pasties.splice(to, 0, moved);
      return { ...current, pasties };
    });
  }

  function rename(key: string) {
    // At once, in the key's own event: a letter typed right after F2 must land in the title
    // field, not on the tab (a focus moved a task later lost it).
    flushSync(() => select(key));
    const input = document.getElementById(PASTY_TITLE_ID) as HTMLInputElement | null;
    input?.focus();
    input?.select();
  }

  return {
    tabs,
    select,
    addPasty,
    requestClose,
    closePasty,
    cancelClose: () => setClosing(null),
    closingPasty: form.pasties.find((pasty) => pasty.key === closing),
    reorder,
    rename,
    focusEditorSoon,
  };
}
