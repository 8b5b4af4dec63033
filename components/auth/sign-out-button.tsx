export function SignOutButton() {
  return (
    <form method="post" action="/auth/logout" className="inline-form">
      <button type="submit">Sign out</button>
    </form>
  );
}
