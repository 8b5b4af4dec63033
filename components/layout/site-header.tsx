import { CommandPalette } from "@/components/command-palette/command-palette";
import { PaletteButton } from "@/components/command-palette/palette-button";
import { ButtonLink } from "@/components/ui/button";
import { currentSignedIn } from "@/lib/auth/current-user";
import { pageSettings } from "@/lib/settings/page-settings";
import { getUserDto } from "@/lib/users/queries";
import { AccountMenu } from "./account-menu";

/**
 * On every page: the brand, a way to start a paste, the command palette, and the account menu
 * or the sign-in links. The palette is mounted here, so it knows who is signed in.
 */
export async function SiteHeader() {
  // The session's lookup names the user and their avatar; only a user without one yet is looked up again.
  const signedIn = await currentSignedIn();
  const [user, settings] = await Promise.all([
    signedIn?.avatarId ? { ...signedIn.user, avatarId: signedIn.avatarId } : signedIn ? getUserDto(signedIn.user.id) : null,
    pageSettings(),
  ]);
  return (
    <header className="site-header">
      <a href="/" className="brand">
        <span className="brand-mark" aria-hidden="true">
          ◆
        </span>
        Myst
      </a>
      <nav aria-label="Main" className="main-nav">
        <ButtonLink href="/" small variant="primary">
          New paste
        </ButtonLink>
      </nav>
      <div className="header-tools">
        <PaletteButton />
      </div>
      <nav aria-label="Account" className="account-nav">
        {user ? (
          <AccountMenu username={user.username} avatarId={user.avatarId} isAdmin={user.isAdmin} />
        ) : (
          <>
            <a href="/settings" className="header-link">
              Settings
            </a>
            <a href="/login" className="header-link">
              Sign in
            </a>
          </>
        )}
      </nav>
      <CommandPalette username={user?.username ?? null} isAdmin={user?.isAdmin ?? false} theme={settings.theme} />
    </header>
  );
}
