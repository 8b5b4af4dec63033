"use client";

import { useTranslations } from "next-intl";
import { Field, fieldDescriptionIds } from "@/components/ui/field";
import { fieldIds } from "./form-state";

/** An expiry value ("2h", "1w") as its count and unit, which the catalogue words with its plural. */
const EXPIRY_UNITS = { h: "hours", d: "days", w: "weeks", m: "months", y: "years" } as const;

function useExpiryLabel(): (value: string) => string {
  const t = useTranslations("editor.expiry");
  return (value) => {
    if (value === "never") return t("never");
    const match = /^(\d+)([hdwmy])$/.exec(value);
    return match ? t(EXPIRY_UNITS[match[2] as keyof typeof EXPIRY_UNITS], { count: Number(match[1]) }) : value;
  };
}

interface PasteTitleFieldProps {
  title: string;
  maxLength: number;
  error: string | undefined;
  onTitle: (title: string) => void;
}

/** The paste's title, first in the form (the one field before the editor besides its tabs). */
export function PasteTitleField({ title, maxLength, error, onTitle }: PasteTitleFieldProps) {
  const t = useTranslations("editor.fields");
  return (
    <Field label={t("title")} htmlFor={fieldIds.title} error={error} className="paste-title-field">
      <input
        id={fieldIds.title}
        className="input"
        value={title}
        maxLength={maxLength}
        placeholder={t("untitled")}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptionIds(fieldIds.title, { error })}
        onChange={(event) => onTitle(event.target.value)}
      />
    </Field>
  );
}

interface ExpiryFieldProps {
  expiresIn: string;
  values: readonly string[];
  error: string | undefined;
  onExpiresIn: (expiresIn: string) => void;
}

/** When a new paste expires, beside its Create button (an edit keeps the expiry it has). */
export function ExpiryField({ expiresIn, values, error, onExpiresIn }: ExpiryFieldProps) {
  const t = useTranslations("editor.fields");
  const expiryLabel = useExpiryLabel();
  return (
    <Field label={t("expires")} htmlFor={fieldIds.expiresIn} error={error} className="paste-expiry-field">
      <select
        id={fieldIds.expiresIn}
        className="select"
        value={expiresIn}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptionIds(fieldIds.expiresIn, { error })}
        onChange={(event) => onExpiresIn(event.target.value)}
      >
        {values.map((value) => (
          <option key={value} value={value}>
            {expiryLabel(value)}
          </option>
        ))}
      </select>
    </Field>
  );
}
