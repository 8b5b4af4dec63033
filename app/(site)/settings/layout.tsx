import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { SettingsNav } from "@/components/settings/settings-nav";
import { currentUser } from "@/lib/auth/current-user";
import "@/components/settings/settings.css";

// Appearance and behaviour work for everyone (anonymous visitors keep them in a browser
// session); profile and tokens need an account. Announcements are an admin page (/admin/announcements).
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const [user, t] = await Promise.all([currentUser(), getTranslations("settings.layout")]);
  return (
    <ClientMessages pick={["settings.nav"]}>
      <div className="settings-page">
        <div className="settings-title">
          <h1>{t("title")}</h1>
          <p className="muted">
            {user
              ? t.rich("signedIn", { username: user.username, strong: (chunks) => <strong translate="no">{chunks}</strong> })
              : t.rich("anonymous", { link: (chunks) => <a href="/login?next=/settings">{chunks}</a> })}
          </p>
        </div>
        <div className="settings-grid">
          <SettingsNav signedIn={user !== null} />
          <div className="settings-content">{children}</div>
        </div>
      </div>
    </ClientMessages>
  );
}
