import { SignOutButton } from "@/components/auth/sign-out-button";
import { Avatar } from "@/components/ui/avatar";
import { ButtonLink } from "@/components/ui/button";
import { currentUser } from "@/lib/auth/current-user";
import { getUserDto } from "@/lib/users/queries";

/** On every page: the brand, a way to start a paste, and the account menu or a sign-in link. */
export async function SiteHeader() {
  const signedIn = await currentUser();
  const user = signedIn ? await getUserDto(signedIn.id) : null;
  return (
    <header className="site-header">
      <a href="/" className="brand">
        Myst
      </a>
      <nav aria-label="Main" className="main-nav">
        <ButtonLink href="/" small>
          New paste
        </ButtonLink>
      </nav>
      <nav aria-label="Account" className="account-nav">
        {user ? (
          <details className="menu account-menu">
            <summary className="btn btn-ghost btn-small" aria-label={`Account menu of ${user.username}`}>
              <Avatar avatarId={user.avatarId} username={user.username} size={22} />
              <span data-testid="signed-in-username">{user.username}</span>
            </summary>
            <ul className="menu-items">
              <li>
                <a href={`/~${encodeURIComponent(user.username)}`}>Your profile</a>
              </li>
              <li>
                <a href="/settings">Settings</a>
              </li>
              <li>
                <SignOutButton />
              </li>
            </ul>
          </details>
        ) : (
          <a href="/login">Sign in</a>
        )}
      </nav>
    </header>
  );
}
