"use client";

import { useTranslations } from "next-intl";
import { type ChangeEvent, type KeyboardEvent, useState } from "react";

interface TagsInputProps {
  id: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** The writer's existing tags, offered while typing. */
  suggestions: readonly string[];
  maxLength: number;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * Tags as removable chips plus a text field: Enter or a comma adds what was typed, Backspace in
 * the empty field removes the last tag, and the browser's own suggestion list (a datalist)
 * offers the tags already used.
 */
export function TagsInput({ id, tags, onChange, suggestions, maxLength, disabled, describedBy, invalid }: TagsInputProps) {
  const [text, setText] = useState("");
  const t = useTranslations("editor.tagsInput");
  const listId = `${id}-suggestions`;
  const offered = suggestions.filter((suggestion) => !tags.includes(suggestion));

  function add(raw: string) {
    const additions = raw
      .split(",")
      .map((tag) => tag.trim())
      .filter((tag) => tag !== "" && !tags.includes(tag));
    if (additions.length > 0) onChange([...tags, ...new Set(additions)]);
    setText("");
  }

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    // Picking from the datalist replaces the text at once: take the tag without waiting for Enter.
    if ((inputType === undefined || inputType === "insertReplacementText") && suggestions.includes(value)) {
      add(value);
      return;
    }
    if (value.includes(",")) add(value);
    else setText(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" && !(event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      add(text);
    } else if (event.key === "Backspace" && text === "" && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  return (
    <div className="tags-input" data-disabled={disabled || undefined}>
      {tags.length > 0 ? (
        <ul className="tags-list" aria-label={t("chosen")}>
          {tags.map((tag) => (
            <li key={tag} className="chip">
              <span>{tag}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={t("remove", { tag })}
                disabled={disabled}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className="input tags-field"
        list={listId}
        value={text}
        maxLength={maxLength}
        disabled={disabled}
        placeholder={tags.length > 0 ? t("addAnother") : t("add")}
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={onInput}
        onKeyDown={onKeyDown}
        onBlur={() => add(text)}
      />
      <datalist id={listId}>
        {offered.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </div>
  );
}
