"use client";

import { Field, fieldDescriptionIds } from "@/components/ui/field";
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

interface PasteTitleFieldProps {
  title: string;
  maxLength: number;
  error: string | undefined;
  onTitle: (title: string) => void;
}

/** The paste's title, first in the form (the one field before the editor besides its tabs). */
export function PasteTitleField({ title, maxLength, error, onTitle }: PasteTitleFieldProps) {
  return (
    <Field label="Title" htmlFor={fieldIds.title} error={error} className="paste-title-field">
      <input
        id={fieldIds.title}
        className="input"
        value={title}
        maxLength={maxLength}
        placeholder="Untitled"
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
  return (
    <Field label="Expires" htmlFor={fieldIds.expiresIn} error={error} className="paste-expiry-field">
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
            {expiryLabels[value] ?? value}
          </option>
        ))}
      </select>
    </Field>
  );
}
