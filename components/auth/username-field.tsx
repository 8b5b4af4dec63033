"use client";

import { useEffect, useEffectEvent, useMemo, useState } from "react";

export interface UsernameStatus {
  available: boolean;
  message: string | null;
}

interface UsernameFieldProps {
  id: string;
  defaultValue: string;
  label?: string;
  /** The signed-in person's name, when renaming: keeping it is not "available". */
  currentUsername?: string;
  autoFocus?: boolean;
  /** Told the value and, once checked, whether it is free (null while unknown). */
  onChange?: (value: string, status: UsernameStatus | null) => void;
}

const RULES = "1–20 letters, digits, '.', '_' or '-'.";
const CURRENT: UsernameStatus = { available: false, message: "This is your current username." };

/** Asks the server whether a name is valid and free (the same check sign-up makes when it posts). */
export async function checkUsername(username: string, signal?: AbortSignal): Promise<UsernameStatus> {
  const response = await fetch(`/api/v3/auth/username_available?username=${encodeURIComponent(username)}`, { signal });
  return (await response.json()) as UsernameStatus;
}

/**
 * A username input that checks, as you type, whether the name is valid and still free (the
 * server checks again on submit; this only saves a round trip through an error).
 */
export function UsernameField({ id, defaultValue, label = "Username", currentUsername, autoFocus, onChange }: UsernameFieldProps) {
  const [value, setValue] = useState(defaultValue);
  // The answer of the last check, with the name it was for: a newer value has no answer yet.
  const [checked, setChecked] = useState<{ value: string; status: UsernameStatus } | null>(null);

  const status = useMemo<UsernameStatus | null>(() => {
    if (!value) return null;
    if (value === currentUsername) return CURRENT;
    return checked?.value === value ? checked.status : null;
  }, [value, currentUsername, checked]);

  useEffect(() => {
    if (!value || value === currentUsername) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkUsername(value, controller.signal)
        .then((answer) => {
          // A change of letter case of one's own name is allowed, though the lookup calls it taken.
          const ownName = currentUsername !== undefined && value.toLowerCase() === currentUsername.toLowerCase();
          setChecked({ value, status: ownName ? { available: true, message: null } : answer });
        })
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, currentUsername]);

  // The parent hears of each new value and each answer, not of its own re-renders.
  const notify = useEffectEvent((changed: string, known: UsernameStatus | null) => onChange?.(changed, known));
  useEffect(() => notify(value, status), [value, status]);

  // Keeping one's current name is not an error, just not a change.
  const unchanged = currentUsername !== undefined && value === currentUsername;
  const state = status === null || unchanged ? "unknown" : status.available ? "available" : "unavailable";
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        name="username"
        autoComplete="username"
        required
        maxLength={20}
        pattern="[A-Za-z0-9._\-]{1,20}"
        value={value}
        autoFocus={autoFocus}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby={`${id}-status`}
        aria-invalid={status && !unchanged ? !status.available : undefined}
      />
      <p id={`${id}-status`} className="hint username-status" aria-live="polite" data-testid="username-status" data-state={state}>
        {status === null ? RULES : status.available ? "This username is available." : status.message}
      </p>
    </div>
  );
}
