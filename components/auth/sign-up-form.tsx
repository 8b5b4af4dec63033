import { MIN_PASSWORD_LENGTH } from "@/lib/auth/passwords";
import { UsernameField } from "./username-field";

export function SignUpForm({ username }: { username?: string }) {
  return (
    <form method="post" action="/auth/signup" className="auth-form">
      <UsernameField id="signup-username" defaultValue={username ?? ""} />
      <label htmlFor="signup-password">Password</label>
      <input
        id="signup-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        aria-describedby="signup-password-hint"
      />
      <p id="signup-password-hint" className="hint">
        At least {MIN_PASSWORD_LENGTH} characters.
      </p>
      <button type="submit">Create account</button>
    </form>
  );
}
