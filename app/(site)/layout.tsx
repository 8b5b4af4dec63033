import type { ReactNode } from "react";
import { ClientMessages } from "@/components/layout/client-messages";
import { AnnouncementBanner } from "@/components/announcements/banner";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";

/**
 * Every page of the site proper: header, announcement banner, main content, footer. Only the embed view
 * (app/[pasteId]/embed) lives outside this group, so framed pastes carry none of it.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages
      pick={[
        "site.account",
        "site.header",
        "site.language",
        "site.palette",
        "site.skip",
        "site.request",
        "site.themeNames",
        "paste.untitled",
      ]}
    >
      <SkipLink />
      <SiteHeader />
      <AnnouncementBanner />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter />
    </ClientMessages>
  );
}
