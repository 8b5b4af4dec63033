import { env } from "@/lib/core/env";
import { serviceVersion } from "@/lib/core/meta";

/** On every page of the site: the version, and where the public pastes, manual, API docs, numbers, source and terms are. */
export function SiteFooter() {
  const { SOURCE_URL, LEGAL_URL } = env();
  return (
    <footer className="site-footer">
      <span>Myst {serviceVersion}</span>
      <nav aria-label="Site">
        <a href="/explore">Explore</a>
        <a href="/docs">Manual</a>
        <a href="/api/docs">API docs</a>
        <a href="/stats">Statistics</a>
        <a href={SOURCE_URL ?? "/about#self-hosting"}>Source &amp; self-hosting</a>
        <a href={LEGAL_URL ?? "/about#legal"}>Legal</a>
      </nav>
    </footer>
  );
}
