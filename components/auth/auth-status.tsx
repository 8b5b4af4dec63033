import { currentUser } from "@/lib/auth/current-user";
import { SignOutButton } from "./sign-out-button";

/** The header's account corner: who is signed in, or a way to sign in. */
export async function AuthStatus() {
  const user = await currentUser();
  if (!user) {
    return (
      <nav aria-label="Account" className="account-nav">
        <a href="/login">Sign in</a>
      </nav>
    );
  }
  return (
    <nav aria-label="Account" className="account-nav">
      <span>
        Signed in as <strong data-testid="signed-in-username">{user.username}</strong>
      </span>
      <SignOutButton />
    </nav>
  );
}
