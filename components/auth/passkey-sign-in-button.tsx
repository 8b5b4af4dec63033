"use client";

import { browserSupportsWebAuthnAutofill } from "@simplewebauthn/browser";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { signInWithPasskey } from "./passkey-client";

/**
 * "Sign in with a passkey": alone on the login page (where the browser also offers passkeys in the
 * username field's suggestions, when it can), or as the second step of a password sign-in. A
 * browser without WebAuthn says so when the button is pressed.
 */
export function PasskeySignInButton({ step, next }: { step: "sign-in" | "second-factor"; next?: string }) {
  const t = useTranslations("account.passkey");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (step !== "sign-in") return;
    // The autofill ceremony waits in the background until a passkey is picked from the suggestions.
    // It says nothing when it cannot start (say, the site is reached by IP address, which
    // browsers refuse passkeys for): the person did not ask for it; the button still explains.
    void browserSupportsWebAuthnAutofill().then((autofill) => {
      if (autofill) void signInWithPasskey(t, "sign-in", next, true);
    });
  }, [t, step, next]);

  async function start() {
    setBusy(true);
    setError(await signInWithPasskey(t, step, next));
    setBusy(false);
  }

  return (
    <div className="auth-form">
      <button type="button" className={step === "sign-in" ? "btn" : "btn btn-primary"} onClick={start} disabled={busy}>
        {step === "sign-in" ? t("signIn") : t("secondFactor")}
      </button>
      <FormError message={error ?? undefined} />
    </div>
  );
}
