import { Button } from "./button";
import { Field, fieldDescriptionIds } from "./field";

interface PasswordPromptProps {
  id: string;
  /** What a plain form posts it as, and the name its form reads it by. */
  name: string;
  label: string;
  /** Why the last try did not open it; the field is marked invalid while there is one. */
  error: string | null;
  /** The button's words. */
  action: string;
  busy?: boolean;
}

/**
 * The one field and button of a form that opens something with a secret: an encrypted paste's
 * password (a plain form, posted without JavaScript) and an end-to-end paste's passphrase (read
 * in the browser). Uncontrolled, so it serves both: the form reads the input by its name.
 */
export function PasswordPrompt({ id, name, label, error, action, busy = false }: PasswordPromptProps) {
  return (
    <>
      <Field label={label} htmlFor={id} error={error}>
        <input
          id={id}
          name={name}
          type="password"
          className="input"
          autoComplete="off"
          required
          autoFocus
          aria-invalid={error !== null}
          aria-describedby={fieldDescriptionIds(id, { error })}
        />
      </Field>
      <div>
        <Button type="submit" variant="primary" disabled={busy}>
          {action}
        </Button>
      </div>
    </>
  );
}
