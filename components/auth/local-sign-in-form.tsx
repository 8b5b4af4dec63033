import { Field } from "@/components/ui/field";

export function LocalSignInForm({ username, next }: { username?: string; next?: string }) {
  return (
    <form method="post" action="/auth/login" className="auth-form" aria-labelledby="local-sign-in-heading">
      <h2 id="local-sign-in-heading" className="auth-section-title">
        With a username and password
      </h2>
      <Field label="Username" htmlFor="login-username">
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
      <Field label="Password" htmlFor="login-password">
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
        Sign in
      </button>
    </form>
  );
}
