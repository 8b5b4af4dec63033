import type { Metadata } from "next";
import { PastyView } from "@/components/paste/pasty-view";
import { describePaste } from "@/lib/pastes/metadata";
import { loadPastePageForVisitor, orNotFound } from "@/lib/pastes/page";
import { pageSettings } from "@/lib/settings/page-settings";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";

interface EmbedPageProps {
  params: Promise<{ pasteId: string }>;
}

export async function generateMetadata({ params }: EmbedPageProps): Promise<Metadata> {
  const { pasteId } = await params;
  return { ...describePaste(await orNotFound(loadPastePageForVisitor(pasteId))), robots: { index: false } };
}

/**
 * `/:id/embed`: the paste read-only and nothing else, for iframes on other sites (the only page
 * that may be framed; lib/server/security-headers.ts). Encrypted pastes are not embeddable.
 */
export default async function EmbedPage({ params }: EmbedPageProps) {
  const { pasteId } = await params;
  const [page, settings] = await Promise.all([orNotFound(loadPastePageForVisitor(pasteId)), pageSettings()]);
  if (page.kind === "locked") {
    return (
      <main className="embed-page">
        This paste is encrypted.{" "}
        <a href={`/${pasteId}`} target="_blank" rel="noopener">
          Open it on Myst
        </a>{" "}
        to enter its password.
      </main>
    );
  }
  if (page.kind === "opens-once") {
    return (
      <main className="embed-page">
        This paste can be read once: opening it deletes it.{" "}
        <a href={`/${pasteId}`} target="_blank" rel="noopener">
          Open it on Myst
        </a>
        .
      </main>
    );
  }
  const { paste } = page;
  return (
    <main className="embed-page">
      <p className="embed-title">
        <a href={`/${paste.id}`} target="_blank" rel="noopener">
          {paste.title || "untitled paste"}
        </a>{" "}
        <span className="muted">on Myst</span>
      </p>
      <div className="pasties-stacked">
        {page.pasties.map((pasty) => (
          <PastyView
            key={pasty.id}
            pasty={pasty}
            pastyCount={page.pasties.length}
            rawUrl={`/raw/${paste.id}/${pasty.id}`}
            wrap={settings.textWrap}
            headingLevel={2}
          />
        ))}
      </div>
    </main>
  );
}
