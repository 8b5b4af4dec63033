import type { Metadata } from "next";
import { CommentsPanel } from "@/components/comments/comments-panel";
import { lineAnchorPrefix } from "@/components/paste/code-view";
import { LanguageBar } from "@/components/paste/language-bar";
import { LineLinks } from "@/components/paste/line-links";
import { PasteFacts } from "@/components/paste/paste-facts";
import { PasteToolbar } from "@/components/paste/paste-toolbar";
import { PastiesView } from "@/components/paste/pasties-view";
import { UnlockForm } from "@/components/paste/unlock-form";
import { describePaste } from "@/lib/pastes/metadata";
import { loadPastePageForVisitor, orNotFound } from "@/lib/pastes/page";
import { pageSettings } from "@/lib/settings/page-settings";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";
import "@/components/comments/comments.css";

interface PastePageProps {
  params: Promise<{ pasteId: string }>;
  searchParams: Promise<{ unlock?: string }>;
}

export async function generateMetadata({ params }: PastePageProps): Promise<Metadata> {
  const { pasteId } = await params;
  return describePaste(await orNotFound(loadPastePageForVisitor(pasteId)));
}

export default async function PastePage({ params, searchParams }: PastePageProps) {
  const { pasteId } = await params;
  const [page, settings, { unlock }] = await Promise.all([
    orNotFound(loadPastePageForVisitor(pasteId)),
    pageSettings(),
    searchParams,
  ]);
  if (page.kind === "locked") return <UnlockForm pasteId={page.pasteId} wrongKey={page.wrongKey || unlock === "failed"} />;
  const { paste } = page;
  const rawUrl = (pastyId: string) => `/raw/${paste.id}/${pastyId}`;
  const commentedPasties = page.pasties.map((pasty) => ({
    id: pasty.id,
    title: pasty.title,
    lines: pasty.stats.lines,
    prefix: lineAnchorPrefix(pasty.id, page.pasties.length),
  }));
  const hasComments = page.comments.comments.length > 0;
  return (
    <article className={hasComments ? "paste paste-with-comments" : "paste"} aria-labelledby="paste-title">
      <header className="paste-header">
        <h1 className="paste-title" id="paste-title">
          {paste.title || <span className="untitled">untitled paste</span>}
        </h1>
        <PasteFacts paste={paste} owner={page.owner} encrypted={page.encrypted} />
        <PasteToolbar
          pasteId={paste.id}
          stars={paste.stars}
          starred={page.starred}
          isOwner={page.viewerIsOwner}
          pinned={paste.pinned}
          isPrivate={paste.private}
          tags={paste.tags}
          firstRawUrl={rawUrl(paste.pasties[0]?.id ?? "")}
          hasHistory={paste.editedAt !== null}
          afterDelete={page.owner ? `/~${encodeURIComponent(page.owner.username)}` : "/"}
        />
        <LanguageBar stats={page.languageStats} />
      </header>
      <PastiesView pasties={page.pasties} view={settings.pasteView} wrap={settings.textWrap} rawUrl={rawUrl} />
      <CommentsPanel
        pasteId={paste.id}
        comments={page.comments}
        pasties={commentedPasties}
        isOwner={page.viewerIsOwner}
      />
      <LineLinks />
    </article>
  );
}
