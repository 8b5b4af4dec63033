"use client";

import { usePathname } from "next/navigation";

export interface NavTab {
  href: string;
  label: string;
}

/**
 * Pages of one section shown as tabs: links, not ARIA tabs (each is a page of its own; tabs.tsx
 * switches panels within a page). The current page is marked with aria-current, which the
 * selected tab's style reads.
 */
export function NavTabs({ label, tabs }: { label: string; tabs: readonly NavTab[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ul className="tabs-list nav-tabs">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <a className="tab" href={tab.href} aria-current={pathname === tab.href ? "page" : undefined}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
