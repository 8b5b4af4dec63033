"use client";

import { useTranslations } from "next-intl";
import { useViewer } from "@/components/viewer/viewer";
import { AccountMenu } from "./account-menu";

/** The account menu of the signed-in reader, or the settings and sign-in links. */
export function AccountNav() {
  const viewer = useViewer();
  const t = useTranslations("site.header");
  return (
    <nav aria-label={t("accountNav")} className="account-nav" data-viewer-part>
      {viewer ? (
        <AccountMenu username={viewer.username} avatarId={viewer.avatarId} isAdmin={viewer.isAdmin} />
      ) : (
        <>
          <a href="/settings" className="header-link">
            {t("settings")}
          </a>
          <a href="/login" className="header-link">
            {t("signIn")}
          </a>
        </>
      )}
    </nav>
  );
}
