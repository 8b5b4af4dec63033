"use client";

import { usePathname } from "next/navigation";

interface NavItem {
  href: string;
  label: string;
}

/** The settings sections; the current one is marked for screen readers and sighted people alike. */
export function SettingsNav({ signedIn }: { signedIn: boolean }) {
  const pathname = usePathname();
  const groups: { label: string; items: NavItem[] }[] = [
    {
      label: "Preferences",
      items: [
        { href: "/settings/appearance", label: "Appearance" },
        { href: "/settings/behaviour", label: "Behaviour" },
      ],
    },
  ];
  if (signedIn) {
    groups.push({
      label: "Account",
      items: [
        { href: "/settings/profile", label: "Profile" },
        { href: "/settings/security", label: "Security" },
        { href: "/settings/tokens", label: "Access tokens" },
        { href: "/settings/bin", label: "Recycle bin" },
      ],
    });
  }
  return (
    <nav className="settings-nav" aria-label="Settings sections">
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
