"use client";

import { type ReactNode, useState } from "react";
import { dismissalCookie } from "@/lib/announcements/banner";

/**
 * The banner's box and its dismiss button; the content inside is rendered on the server.
 * Dismissing hides it now and, through the cookie, on every later page of this browser.
 */
export function BannerFrame({
  announcementId,
  dismissLabel,
  children,
}: {
  announcementId: string;
  dismissLabel: string;
  children: ReactNode;
}) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside className="announcement-banner" aria-labelledby="announcement-title" data-testid="announcement-banner">
      <div className="announcement-body">{children}</div>
      <button
        type="button"
        className="btn btn-ghost btn-small announcement-dismiss"
        aria-label={dismissLabel}
        onClick={() => {
          document.cookie = dismissalCookie(announcementId);
          setDismissed(true);
        }}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </aside>
  );
}
