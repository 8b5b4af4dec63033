"use client";

import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";

/** One code field and a button; `submit` answers the error sentence, or null when it worked. */
export function CodeForm({
  label,
  action,
  hint,
  submit,
}: {
  label: string;
  action: string;
  hint?: string;
  submit: (code: string) => Promise<string | null>;
}) {
  // Not named after `action`: a translated action may hold spaces and any script, which an id may not.
  const inputId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const problem = await submit(code.trim());
    setBusy(false);
    setError(problem);
    if (!problem) setCode("");
  }

  return (
    <form className="settings-form" onSubmit={send} aria-label={action}>
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        {hint ? <p className="hint">{hint}</p> : null}
        <input
          id={inputId}
          className="input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={40}
        />
      </div>
      <FormError message={error ?? undefined} />
      <div className="settings-actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {action}
        </Button>
      </div>
    </form>
  );
}
