import { Field } from "@/components/ui/field";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/passwords";
import { UsernameField } from "./username-field";

export function SignUpForm({ username }: { username?: string }) {
  return (
    <form method="post" action="/auth/signup" className="auth-form">
      <UsernameField id="signup-username" defaultValue={username ?? ""} autoFocus />
      <Field label="Password" htmlFor="signup-password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        <input
          id="signup-password"
          className="input"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-describedby="signup-password-hint"
        />
      </Field>
      <button type="submit" className="btn btn-primary">
        Create account
      </button>
    </form>
  );
}
