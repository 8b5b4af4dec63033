"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useRef, useState } from "react";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { InvitationField } from "./invitation-field";
import { checkUsername, UsernameField, type UsernameStatus } from "./username-field";

interface SignUpFormProps {
  /** While registration needs an invitation: the code of the link that brought the visitor ("" for none). */
  invitation?: string;
  username?: string;
  /** The message of a failed post that came back to this page (?error=), until a field changes. */
  initialError?: string;
  /** The message of each error code the sign-up may send back (lib/auth/form-errors.ts), in the reader's words. */
  errorMessages: Readonly<Record<string, string>>;
  /** From lib/auth/passwords.ts, which the browser cannot load (it hashes with a native module). */
  minPasswordLength: number;
}

/**
 * Sign-up. Without JavaScript it is a plain form post. With it, a taken name is caught before
 * posting, and the post goes in the background, so a refusal leaves what was typed (the password
 * included) where it was; an error goes away as soon as a field changes.
 */
export function SignUpForm({ invitation, username, initialError, errorMessages, minPasswordLength }: SignUpFormProps) {
  const t = useTranslations("account.signUp");
  const [error, setError] = useState<string | null>(initialError ?? null);
  const [busy, setBusy] = useState(false);
  const checked = useRef<{ value: string; status: UsernameStatus | null }>({ value: username ?? "", status: null });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    const name = body.get("username") ?? "";
    setBusy(true);
    try {
      const known = checked.current.value === name && checked.current.status ? checked.current.status : await checkUsername(name);
      if (!known.available) {
        // The field says why under it (its own check); posting would only say it again.
        form.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
        return;
      }
      const response = await fetch(form.action, { method: "POST", body });
      const landed = new URL(response.url);
      if (response.ok && landed.pathname !== "/signup") {
        window.location.assign(landed.href);
        return;
      }
      setError(response.ok ? messageOf(landed.searchParams.get("error")) : explanationOf(await response.text(), errorMessages.failed!));
    } catch {
      setError(errorMessages.failed ?? null);
    } finally {
      setBusy(false);
    }
  }

  const messageOf = (code: string | null) => (code && Object.hasOwn(errorMessages, code) ? errorMessages[code]! : errorMessages.failed!);

  return (
    <form method="post" action="/auth/signup" className="auth-form" onSubmit={(event) => void onSubmit(event)}>
      <FormError className="form-error" message={error} />
      <UsernameField
        id="signup-username"
        defaultValue={username ?? ""}
        autoFocus
        onChange={(value, status) => {
          if (value !== checked.current.value) setError(null);
          checked.current = { value, status };
        }}
      />
      <Field label={t("password")} htmlFor="signup-password" hint={t("passwordHint", { min: minPasswordLength })}>
        <input
          id="signup-password"
          className="input"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={minPasswordLength}
          aria-describedby="signup-password-hint"
          onChange={() => setError(null)}
        />
      </Field>
      {invitation === undefined ? null : <InvitationField defaultValue={invitation} onChange={() => setError(null)} />}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t("submitting") : t("submit")}
      </button>
    </form>
  );
}

/** The message of the short page a refused post is answered with (too many attempts, full storage). */
function explanationOf(html: string, failed: string): string {
  const page = new DOMParser().parseFromString(html, "text/html");
  return page.querySelector("main p")?.textContent ?? failed;
}
