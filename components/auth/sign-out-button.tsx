/** A plain form post, so signing out works before (and without) JavaScript. */
export function SignOutButton({ className }: { className?: string }) {
  return (
    <form method="post" action="/auth/logout" className="inline-form">
      <button type="submit" className={className}>
        Sign out
      </button>
    </form>
  );
}
