"use client";

import { useTranslations } from "next-intl";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { AUTODETECT_LANGUAGE, type EditorLanguage, searchLanguages } from "@/lib/editor/languages";

interface LanguagePickerProps {
  /** The id of the button that opens the picker. */
  id: string;
  languages: readonly EditorLanguage[];
  value: string;
  /** For Autodetect: the language detected so far, or null. */
  detected?: string | null;
  detecting?: boolean;
  onChange: (name: string) => void;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * A button naming the pasty's language that opens a searchable list (ARIA combobox + listbox):
 * type to filter, arrows to move, Enter to choose, Escape to close. Without a query, the popular
 * languages come first, then all of them.
 */
export function LanguagePicker({ id, languages, value, detected, detecting, onChange, describedBy, invalid }: LanguagePickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const t = useTranslations("editor.picker");
  const form = useTranslations("editor.form");
  // Languages keep their own names in every language; Autodetect is a word of ours.
  const nameOf = (name: string) => (name === AUTODETECT_LANGUAGE ? form("autodetect") : name);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const listId = `${baseId}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const results = useMemo(() => searchLanguages(languages, query), [languages, query]);
  // Without a query: the popular languages, then the others (the list is already in that order).
  const groups = useMemo(() => {
    const indexed = results.map((language, index) => ({ language, index }));
    if (query.trim() !== "") return [{ id: "results", label: null, languages: indexed }];
    return [
      { id: "popular", label: "popular" as const, languages: indexed.filter((entry) => entry.language.popular) },
      { id: "others", label: "others" as const, languages: indexed.filter((entry) => !entry.language.popular) },
    ].filter((group) => group.languages.length > 0);
  }, [results, query]);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  function openPicker() {
    setQuery("");
    const current = languages.findIndex((language) => language.name === value);
    setActive(current >= 0 ? current : 0);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(language: EditorLanguage | undefined) {
    if (!language) return;
    onChange(language.name);
    close(true);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [open, active, baseId]);

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    const page = 8;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      PageDown: Math.min(active + page, last),
      PageUp: Math.max(active - page, 0),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  const shown = value === AUTODETECT_LANGUAGE ? (detecting ? t("detecting") : detected) : null;

  return (
    <div className="language-picker" ref={rootRef}>
      <span className="field-label" id={labelId}>
        {t("label")}
      </span>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className="btn language-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${id}`}
        aria-describedby={describedBy}
        data-invalid={invalid || undefined}
        onClick={() => (open ? close(false) : openPicker())}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            openPicker();
          }
        }}
      >
        <span className="language-button-name" translate={value === AUTODETECT_LANGUAGE ? undefined : "no"}>
          {nameOf(value)}
        </span>
        {shown ? (
          <span className="language-button-detected" data-testid="detected-language" translate={detecting ? undefined : "no"}>
            {shown}
          </span>
        ) : null}
        <span aria-hidden="true" className="language-button-caret">
          ▾
        </span>
      </button>
      {open ? (
        <div className="language-popover">
          <input
            className="input"
            type="search"
            role="combobox"
            aria-label={t("search")}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
            placeholder={t("search")}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <div ref={listRef} id={listId} role="listbox" aria-label={t("languages")} className="language-options">
            {groups.map((group) => (
              <ul
                key={group.label ?? "results"}
                role="group"
                aria-labelledby={group.label ? `${baseId}-${group.id}` : undefined}
                aria-label={group.label ? undefined : t("matching")}
              >
                {group.label ? (
                  <li role="presentation" id={`${baseId}-${group.id}`} className="language-group-label">
                    {t(group.label)}
                  </li>
                ) : null}
                {group.languages.map(({ language, index }) => (
                  // The keyboard chooses from the search box (aria-activedescendant), not on an option.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the comment above
                  <li
                    key={language.name}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    data-current={language.name === value || undefined}
                    className="language-option"
                    onPointerMove={() => setActive(index)}
                    onClick={() => choose(language)}
                  >
                    <span translate={language.name === AUTODETECT_LANGUAGE ? undefined : "no"}>{nameOf(language.name)}</span>
                    {language.name === value ? <span className="muted"> {t("current")}</span> : null}
                  </li>
                ))}
              </ul>
            ))}
          </div>
          {results.length === 0 ? <p className="hint language-none">{t("none", { query })}</p> : null}
          <p className="visually-hidden" aria-live="polite">
            {t("count", { count: results.length })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
