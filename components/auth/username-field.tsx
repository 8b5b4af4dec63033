"use client";

import { useEffect, useState } from "react";

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

/**
 * A username input that checks, as you type, whether the name is valid and still free (the
 * server checks again on submit; this only saves a round trip through an error).
 */
export function UsernameField({ id, defaultValue, label = "Username", currentUsername, autoFocus, onChange }: UsernameFieldProps) {
  const [value, setValue] = useState(defaultValue);
  const [status, setStatus] = useState<UsernameStatus | null>(null);

  useEffect(() => {
    if (!value || value === currentUsername) {
      setStatus(value ? { available: false, message: "This is your current username." } : null);
      return;
    }
    setStatus(null);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/v3/auth/username_available?username=${encodeURIComponent(value)}`, { signal: controller.signal })
        .then((response) => response.json() as Promise<UsernameStatus>)
        .then((checked) => {
          // A change of letter case of one's own name is allowed, though the lookup calls it taken.
          const ownName = currentUsername !== undefined && value.toLowerCase() === currentUsername.toLowerCase();
          setStatus(ownName ? { available: true, message: null } : checked);
        })
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, currentUsername]);

  useEffect(() => {
    onChange?.(value, status);
    // onChange is a callback prop; only the value and status changing should call it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, status]);

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
