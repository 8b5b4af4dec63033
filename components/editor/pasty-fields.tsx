"use client";

import { useTranslations } from "next-intl";
import { Field, fieldDescriptionIds } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import type { EditorLanguage } from "@/lib/editor/languages";
import type { EditorPasty } from "@/lib/editor/request";
import { languageFromTitle } from "@/lib/editor/title-language";
import { PASTY_TITLE_ID } from "./form-state";
import { LanguagePicker } from "./language-picker";

interface PastyFieldsProps {
  pasty: EditorPasty;
  /** Its place among the tabs (the placeholder name of an untitled one). */
  index: number;
  languages: EditorLanguage[];
  titleMaxLength: number;
  titleError: string | undefined;
  languageError: string | undefined;
  detecting: boolean;
  onTitle: (patch: Pick<EditorPasty, "title"> & Partial<Pick<EditorPasty, "language" | "detected">>) => void;
  onLanguage: (language: string) => void;
  /** Enter in the title: on to the content. */
  onTitleDone: () => void;
}

/**
 * The selected pasty's title and language, above its editor. A title naming a file type
 * ("main.rs") picks its language (lib/editor/title-language.ts).
 */
export function PastyFields({
  pasty,
  index,
  languages,
  titleMaxLength,
  titleError,
  languageError,
  detecting,
  onTitle,
  onLanguage,
  onTitleDone,
}: PastyFieldsProps) {
  const t = useTranslations("editor");
  return (
    <div className="pasty-toolbar">
      <Field label={t("fields.pastyTitle")} htmlFor={PASTY_TITLE_ID} error={titleError} className="pasty-title-field">
        <input
          id={PASTY_TITLE_ID}
          className="input"
          value={pasty.title}
          placeholder={t("form.pastyNumber", { number: index + 1 })}
          maxLength={titleMaxLength}
          autoComplete="off"
          aria-invalid={titleError ? true : undefined}
          aria-describedby={fieldDescriptionIds(PASTY_TITLE_ID, { error: titleError })}
          onChange={(event) => {
            const title = event.target.value;
            const named = languageFromTitle(languages, pasty.title, title);
            onTitle(named ? { title, language: named, detected: null } : { title });
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !(event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              onTitleDone();
            }
          }}
        />
      </Field>
      <div className="field pasty-language-field">
        <LanguagePicker
          id="pasty-language"
          languages={languages}
          value={pasty.language}
          detected={pasty.detected}
          detecting={detecting}
          invalid={Boolean(languageError)}
          describedBy={languageError ? "pasty-language-error" : undefined}
          onChange={onLanguage}
        />
        <FormError id="pasty-language-error" message={languageError} />
      </div>
    </div>
  );
}
