import type { Metadata } from "next";
import { SiteHeader } from "@/components/layout/site-header";
import { NotFoundMessage } from "@/components/layout/not-found-message";

export const metadata: Metadata = { title: "Not found", robots: { index: false } };

/** Addresses no route matches: outside the site group, so it brings the header itself. */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="site-main">
        <NotFoundMessage />
      </main>
    </>
  );
}
