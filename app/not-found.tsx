import { ClientMessages } from "@/components/layout/client-messages";
import { SiteHeader } from "@/components/layout/site-header";
import { NotFoundMessage, notFoundMetadata } from "@/components/layout/not-found-message";

export const generateMetadata = notFoundMetadata;

/** Addresses no route matches: outside the site group, so it brings the header itself. */
export default function NotFound() {
  return (
    <ClientMessages pick={["site.account", "site.header", "site.palette", "site.request", "site.themeNames", "paste.untitled"]}>
      <SiteHeader />
      <main id="main" className="site-main">
        <NotFoundMessage />
      </main>
    </ClientMessages>
  );
}
