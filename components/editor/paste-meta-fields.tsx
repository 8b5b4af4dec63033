"use client";

import { Field, fieldDescriptionIds } from "@/components/ui/field";
import type { FieldErrors } from "@/lib/editor/validation";
import { fieldIds } from "./form-state";

const expiryLabels: Record<string, string> = {
  never: "Never",
  "1h": "1 hour",
  "2h": "2 hours",
  "10h": "10 hours",
  "1d": "1 day",
  "2d": "2 days",
  "1w": "1 week",
  "1m": "1 month",
  "1y": "1 year",
};

interface PasteMetaFieldsProps {
  mode: "create" | "edit";
  title: string;
  expiresIn: string;
  titleMaxLength: number;
  expiresInValues: readonly string[];
  errors: FieldErrors;
  onTitle: (title: string) => void;
  onExpiresIn: (expiresIn: string) => void;
}

/** The paste's title and, when it is created, when it expires (an edit keeps the expiry it has). */
export function PasteMetaFields({
  mode,
  title,
  expiresIn,
  titleMaxLength,
  expiresInValues,
  errors,
  onTitle,
  onExpiresIn,
}: PasteMetaFieldsProps) {
  return (
    <div className={mode === "create" ? "paste-meta" : "paste-meta paste-meta-single"}>
      <Field label="Title" htmlFor={fieldIds.title} error={errors.title} className="paste-title-field">
        <input
          id={fieldIds.title}
          className="input"
          value={title}
          maxLength={titleMaxLength}
          placeholder="Untitled"
          autoComplete="off"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={fieldDescriptionIds(fieldIds.title, { error: errors.title })}
          onChange={(event) => onTitle(event.target.value)}
        />
      </Field>
      {mode === "create" ? (
        <Field label="Expires" htmlFor={fieldIds.expiresIn} error={errors.expiresIn} className="paste-expiry-field">
          <select
            id={fieldIds.expiresIn}
            className="select"
            value={expiresIn}
            aria-invalid={errors.expiresIn ? true : undefined}
            aria-describedby={fieldDescriptionIds(fieldIds.expiresIn, { error: errors.expiresIn })}
            onChange={(event) => onExpiresIn(event.target.value)}
          >
            {expiresInValues.map((value) => (
              <option key={value} value={value}>
                {expiryLabels[value] ?? value}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
    </div>
  );
}
