import type { ReactNode } from "react";
import { SettingsNav } from "@/components/settings/settings-nav";
import { currentUser } from "@/lib/auth/current-user";
import "@/components/settings/settings.css";

// Appearance and behaviour work for everyone (anonymous visitors keep them in a browser
// session); profile and tokens need an account. Announcements are an admin page (/admin/announcements).
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  return (
    <div className="settings-page">
      <div className="settings-title">
        <h1>Settings</h1>
        <p className="muted">
          {user ? (
            <>
              Saved to your account, <strong>{user.username}</strong>, on every device.
            </>
          ) : (
            <>
              Saved in this browser. <a href="/login?next=/settings">Sign in</a> to keep them on your account.
            </>
          )}
        </p>
      </div>
      <div className="settings-grid">
        <SettingsNav signedIn={user !== null} />
        <div className="settings-content">{children}</div>
      </div>
    </div>
  );
}
