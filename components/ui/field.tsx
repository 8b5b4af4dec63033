import type { ReactNode } from "react";
import { FormError } from "./form-error";

interface FieldProps {
  label: ReactNode;
  /** The id of the control the label names. */
  htmlFor: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled control with its hint and its error. The control should carry
 * `aria-describedby={fieldDescriptionIds(id, …)}` and `aria-invalid` so screen readers read both.
 */
export function Field({ label, htmlFor, error, hint, className, children }: FieldProps) {
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label className="field-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="hint" id={`${htmlFor}-hint`}>
          {hint}
        </p>
      ) : null}
      <FormError id={`${htmlFor}-error`} message={error} />
    </div>
  );
}

/** The ids `Field` gives its hint and error, for the control's aria-describedby. */
export function fieldDescriptionIds(id: string, { hint, error }: { hint?: boolean; error?: string | null }): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}
