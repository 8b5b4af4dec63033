import type { ReactNode } from "react";

interface FormErrorProps {
  /** Nothing is shown without one. */
  message: ReactNode;
  /** For the control's aria-describedby. */
  id?: string;
  /** `form-error` for the one error of a whole form (bolder); `field-error` by default. */
  className?: "field-error" | "form-error";
}

/** An error of a form or of one of its fields, announced to screen readers when it appears. */
export function FormError({ message, id, className = "field-error" }: FormErrorProps) {
  if (!message) return null;
  return (
    <p className={className} id={id} role="alert">
      {message}
    </p>
  );
}
