"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

interface NavItem {
  href: string;
  label: string;
}

/** The settings sections; the current one is marked for screen readers and sighted people alike. */
export function SettingsNav({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations("settings.nav");
  const pathname = usePathname();
  const groups: { label: string; items: NavItem[] }[] = [
    {
      label: t("preferences"),
      items: [
        { href: "/settings/appearance", label: t("appearance") },
        { href: "/settings/behaviour", label: t("behaviour") },
      ],
    },
  ];
  if (signedIn) {
    groups.push({
      label: t("account"),
      items: [
        { href: "/settings/profile", label: t("profile") },
        { href: "/settings/security", label: t("security") },
        { href: "/settings/tokens", label: t("tokens") },
        { href: "/settings/bin", label: t("bin") },
      ],
    });
  }
  return (
    <nav className="settings-nav" aria-label={t("label")}>
      {groups.map((group) => (
        <div key={group.label} className="settings-nav-group">
          <p className="settings-nav-heading" aria-hidden="true">
            {group.label}
          </p>
          <ul>
            {group.items.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={pathname === item.href ? "page" : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
