"use client";

import { useViewer } from "@/components/viewer/viewer";
import { AccountMenu } from "./account-menu";

/** The account menu of the signed-in reader, or the settings and sign-in links. */
export function AccountNav() {
  const viewer = useViewer();
  return (
    <nav aria-label="Account" className="account-nav" data-viewer-part>
      {viewer ? (
        <AccountMenu username={viewer.username} avatarId={viewer.avatarId} isAdmin={viewer.isAdmin} />
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
  );
}
