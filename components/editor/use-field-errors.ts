import { useCallback, useState } from "react";
import type { FieldErrors } from "@/lib/editor/validation";

/** The form's errors by field, and clearing some as their fields change (unchanged state when none is set). */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clearErrors = useCallback((...fields: string[]) => {
    setErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);
  return { errors, setErrors, clearErrors };
}
