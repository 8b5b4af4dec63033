"use client";

import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useMemo, useState } from "react";
import { usernameProblemOf } from "@/lib/users/username-problems";

/** The API's answer: `message` says why a name is not available, in English (the field words it). */
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

/** One's own name, when renaming: not a problem, just no change (its words: account.username.current). */
const CURRENT: UsernameStatus = { available: false, message: null };

/** Asks the server whether a name is valid and free (the same check sign-up makes when it posts). */
export async function checkUsername(username: string, signal?: AbortSignal): Promise<UsernameStatus> {
  const response = await fetch(`/api/v3/auth/username_available?username=${encodeURIComponent(username)}`, { signal });
  return (await response.json()) as UsernameStatus;
}

/**
 * A username input that checks, as you type, whether the name is valid and still free (the
 * server checks again on submit; this only saves a round trip through an error).
 */
export function UsernameField({ id, defaultValue, label, currentUsername, autoFocus, onChange }: UsernameFieldProps) {
  const t = useTranslations("account");
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
  // The API's reason in the reader's words; one we do not know is shown as the API gave it.
  const problemText = (problem: UsernameStatus) => {
    if (problem === CURRENT) return t("username.current");
    const code = problem.message ? usernameProblemOf(problem.message) : undefined;
    return code ? t(`errors.${code}`) : problem.message;
  };
  const state = status === null || unchanged ? "unknown" : status.available ? "available" : "unavailable";
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label ?? t("username.label")}
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
        {status === null ? t("username.rules") : status.available ? t("username.available") : problemText(status)}
      </p>
    </div>
  );
}
