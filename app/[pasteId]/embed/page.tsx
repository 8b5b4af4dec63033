import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { EmbedHeight } from "@/components/paste/embed-height";
import { PastyView } from "@/components/paste/pasty-view";
import { embedTheme } from "@/lib/embed/theme";
import { describePaste } from "@/lib/pastes/metadata";
import { pastyNameIn } from "@/lib/pastes/names";
import { loadPastePageForVisitor, orUnavailable, type PastePage } from "@/lib/pastes/page";
import { pageSettings } from "@/lib/settings/page-settings";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";

interface EmbedPageProps {
  params: Promise<{ pasteId: string }>;
  searchParams: Promise<{ theme?: string | string[] }>;
}

export async function generateMetadata({ params }: EmbedPageProps): Promise<Metadata> {
  const { pasteId } = await params;
  const [page, t] = await Promise.all([orUnavailable(loadPastePageForVisitor(pasteId)), getTranslations("reader.describe")]);
  return { ...describePaste(page, t), robots: { index: false } };
}

/**
 * `/:id/embed[?theme=dark]`: the paste read-only and nothing else, for iframes on other sites (the
 * only page that may be framed; lib/server/security-headers.ts), in the theme asked for (the
 * visitor's own otherwise), telling the framing page its height (public/embed.js). Encrypted
 * pastes are not embeddable.
 */
export default async function EmbedPage({ params, searchParams }: EmbedPageProps) {
  const { pasteId } = await params;
  const [page, settings, { theme }, t] = await Promise.all([
    orUnavailable(loadPastePageForVisitor(pasteId)),
    pageSettings(),
    searchParams,
    getTranslations("reader.embed"),
  ]);
  return (
    <main className="embed-page" id="embed" data-theme={embedTheme(theme) ?? undefined}>
      {page.kind === "under-review" ? (
        <p>{t("underReview")}</p>
      ) : page.kind === "locked" ? (
        <LockedEmbed pasteId={pasteId} />
      ) : page.kind === "opens-once" ? (
        <OpensOnceEmbed pasteId={pasteId} />
      ) : page.paste.e2e ? (
        <EndToEndEmbed pasteId={pasteId} />
      ) : (
        <OpenEmbed page={page} wrap={settings.textWrap} />
      )}
      <EmbedHeight contentId="embed" />
    </main>
  );
}

/** The link to the paste's own page, in a new tab: what each embed that cannot show the paste offers. */
function pageLink(pasteId: string) {
  return function PageLink(chunks: ReactNode) {
    return (
      <a href={`/${pasteId}`} target="_blank" rel="noopener">
        {chunks}
      </a>
    );
  };
}

function LockedEmbed({ pasteId }: { pasteId: string }) {
  const t = useTranslations("reader.embed");
  return <p>{t.rich("locked", { link: pageLink(pasteId) })}</p>;
}

/** An end-to-end encrypted paste opens only where its key is: the embed's address has none. */
function EndToEndEmbed({ pasteId }: { pasteId: string }) {
  const t = useTranslations("reader.embed");
  return <p>{t.rich("endToEnd", { link: pageLink(pasteId) })}</p>;
}

/** A burn-after-reading paste is never shown here: a framing page would consume it. */
function OpensOnceEmbed({ pasteId }: { pasteId: string }) {
  const t = useTranslations("reader.embed");
  return <p>{t.rich("opensOnce", { link: pageLink(pasteId) })}</p>;
}

function OpenEmbed({ page, wrap }: { page: Extract<PastePage, { kind: "open" }>; wrap: boolean }) {
  const { paste } = page;
  const t = useTranslations("reader.embed");
  const words = useTranslations("paste");
  const untitled = words("untitled");
  const titled = paste.title.trim() !== "";
  return (
    <>
      <p className="embed-title">
        {t.rich("title", {
          title: titled ? paste.title : untitled,
          link: (chunks) => (
            <a href={`/${paste.id}`} target="_blank" rel="noopener" translate={titled ? "no" : undefined}>
              {chunks}
            </a>
          ),
          muted: (chunks) => <span className="muted">{chunks}</span>,
        })}
        {/* Someone who meets a paste on another site reports it on its page (components/moderation/report-paste.tsx). */}
        <a className="embed-report" href={`/${paste.id}#report`} target="_blank" rel="noopener">
          {t("report")}
        </a>
      </p>
      <div className="pasties-stacked">
        {page.pasties.map((pasty, index) => (
          <PastyView
            key={pasty.id}
            // An untitled pasty is called by its place, in the reader's words (as on the paste's page).
            pasty={{ ...pasty, name: pastyNameIn(pasty.title, index, (number) => words("pastyNumber", { number })) }}
            pastyCount={page.pasties.length}
            rawUrl={`/raw/${paste.id}/${pasty.id}`}
            wrap={wrap}
            headingLevel={2}
            lineLinks={false}
          />
        ))}
      </div>
    </>
  );
}
