import { Field, fieldDescriptionIds } from "@/components/ui/field";

/** The second step of a password sign-in: an authenticator code, or one of the recovery codes. */
export function SecondFactorForm({ next }: { next?: string }) {
  return (
    <form method="post" action="/auth/login/second-factor" className="auth-form" aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading" className="auth-section-title">
        Authenticator code
      </h2>
      <Field label="Code" htmlFor="second-factor-code" hint="6 digits, or one of your recovery codes if you lost the app.">
        <input
          id="second-factor-code"
          className="input"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={40}
          aria-describedby={fieldDescriptionIds("second-factor-code", { hint: true })}
          autoFocus
        />
      </Field>
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <button type="submit" className="btn btn-primary">
        Verify
      </button>
    </form>
  );
}
