import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";

export function LocalSignInForm({ username, next }: { username?: string; next?: string }) {
  const t = useTranslations("account.signIn");
  return (
    <form method="post" action="/auth/login" className="auth-form" aria-labelledby="local-sign-in-heading">
      <h2 id="local-sign-in-heading" className="auth-section-title">
        {t("localHeading")}
      </h2>
      <Field label={t("username")} htmlFor="login-username">
        <input
          id="login-username"
          className="input"
          name="username"
          autoComplete="username webauthn"
          required
          maxLength={20}
          defaultValue={username}
          autoFocus={!username}
        />
      </Field>
      <Field label={t("password")} htmlFor="login-password">
        <input
          id="login-password"
          className="input"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus={Boolean(username)}
        />
      </Field>
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <button type="submit" className="btn btn-primary">
        {t("submit")}
      </button>
    </form>
  );
}
