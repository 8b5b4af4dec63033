export function LocalSignInForm({ username, next }: { username?: string; next?: string }) {
  return (
    <form method="post" action="/auth/login" className="auth-form" aria-labelledby="local-sign-in-heading">
      <h2 id="local-sign-in-heading">With a username and password</h2>
      <label htmlFor="login-username">Username</label>
      <input id="login-username" name="username" autoComplete="username" required maxLength={20} defaultValue={username} />
      <label htmlFor="login-password">Password</label>
      <input id="login-password" name="password" type="password" autoComplete="current-password" required />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <button type="submit">Sign in</button>
    </form>
  );
}
