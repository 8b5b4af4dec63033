"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Avatar } from "@/components/ui/avatar";

interface AccountMenuProps {
  username: string;
  avatarId: string | null;
  isAdmin: boolean;
}

/**
 * The signed-in person's menu on a <details> (works before JavaScript loads); once loaded it
 * also closes on Escape, on a click elsewhere and after following a link.
 */
export function AccountMenu({ username, avatarId, isAdmin }: AccountMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const t = useTranslations("site.account");

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const menu = ref.current;
      if (menu?.open && !menu.contains(event.target as Node)) menu.open = false;
    }
    function onKeyDown(event: KeyboardEvent) {
      const menu = ref.current;
      if (event.key === "Escape" && menu?.open) {
        menu.open = false;
        menu.querySelector("summary")?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  const closeMenu = () => {
    if (ref.current) ref.current.open = false;
  };

  return (
    <details ref={ref} className="menu account-menu">
      <summary className="btn btn-ghost btn-small" aria-label={t("menuOf", { username })}>
        <Avatar avatarId={avatarId} username={username} size={24} />
        <span data-testid="signed-in-username" translate="no">
          {username}
        </span>
        <span aria-hidden="true" className="menu-caret">
          ▾
        </span>
      </summary>
      <ul className="menu-items">
        <li className="menu-heading muted">
          {t.rich("signedInAs", { username, strong: (chunks) => <strong translate="no">{chunks}</strong> })}
        </li>
        <li>
          <a href={`/~${encodeURIComponent(username)}`} onClick={closeMenu}>
            {t("profile")}
          </a>
        </li>
        <li>
          <a href="/settings" onClick={closeMenu}>
            {t("settings")}
          </a>
        </li>
        <li>
          <a href="/settings/tokens" onClick={closeMenu}>
            {t("tokens")}
          </a>
        </li>
        {isAdmin ? (
          <>
            <li>
              <a href="/admin/announcements" onClick={closeMenu}>
                {t("announcements")}
              </a>
            </li>
            <li>
              <a href="/admin/reports" onClick={closeMenu}>
                {t("reports")}
              </a>
            </li>
            <li>
              <a href="/admin/users" onClick={closeMenu}>
                {t("accounts")}
              </a>
            </li>
            <li>
              <a href="/admin/audit" onClick={closeMenu}>
                {t("auditLog")}
              </a>
            </li>
          </>
        ) : null}
        {/* Set apart by a rule drawn in CSS: a separator item would not be a list item (axe's "list" rule). */}
        <li className="menu-separated">
          <SignOutButton />
        </li>
      </ul>
    </details>
  );
}
