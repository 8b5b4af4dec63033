"use client";

import { useEffect, useState } from "react";

/**
 * A username input that checks, as you type, whether the name is valid and still free (the
 * server checks again on submit; this only saves a round trip through an error).
 */
export function UsernameField({ id, defaultValue }: { id: string; defaultValue: string }) {
  const [value, setValue] = useState(defaultValue);
  const [status, setStatus] = useState<{ available: boolean; message: string | null } | null>(null);

  useEffect(() => {
    if (!value) {
      setStatus(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/v3/auth/username_available?username=${encodeURIComponent(value)}`, { signal: controller.signal })
        .then((response) => response.json() as Promise<{ available: boolean; message: string | null }>)
        .then(setStatus)
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  return (
    <>
      <label htmlFor={id}>Username</label>
      <input
        id={id}
        name="username"
        autoComplete="username"
        required
        maxLength={20}
        pattern="[A-Za-z0-9._\-]{1,20}"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby={`${id}-status`}
        aria-invalid={status ? !status.available : undefined}
      />
      <p id={`${id}-status`} className="hint" aria-live="polite" data-testid="username-status">
        {status === null
          ? "1–20 letters, digits, '.', '_' or '-'."
          : status.available
            ? "This username is available."
            : status.message}
      </p>
    </>
  );
}
