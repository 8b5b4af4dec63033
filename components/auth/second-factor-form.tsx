import { useTranslations } from "next-intl";
import { Field, fieldDescriptionIds } from "@/components/ui/field";

/** The second step of a password sign-in: an authenticator code, or one of the recovery codes. */
export function SecondFactorForm({ next }: { next?: string }) {
  const t = useTranslations("account.secondFactor");
  return (
    <form method="post" action="/auth/login/second-factor" className="auth-form" aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading" className="auth-section-title">
        {t("heading")}
      </h2>
      <Field label={t("code")} htmlFor="second-factor-code" hint={t("hint")}>
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
        {t("verify")}
      </button>
    </form>
  );
}
