import { useTranslations } from "next-intl";
import { CommentsPanel } from "@/components/comments/comments-panel";
import { lineAnchorPrefix } from "@/lib/pastes/line-anchor";
import { pastyLabelIn } from "@/lib/pastes/names";
import { LanguageBar } from "@/components/paste/language-bar";
import { PasteAbout } from "@/components/paste/paste-about";
import { PastiesView } from "@/components/paste/pasties-view";
import type { KeptText } from "@/components/paste/pasty-view";
import type { PastePage } from "@/lib/pastes/page";
import type { PastyDto } from "@/lib/pastes/schema";
import { zipEntryNames } from "@/lib/pastes/zip";
import type { Settings } from "@/lib/settings/schema";
import "@/components/comments/comments.css";

export interface PasteArticleProps {
  page: PastePage & { kind: "open" };
  settings: Pick<Settings, "pasteView" | "textWrap">;
  /** Shown through this share link: read-only, its raw text and zip through the link too. */
  sharedPath?: string;
}

/** A paste as its page shows it (an E2E one: components/end-to-end/paste-article.tsx); a paste this view consumed has nothing left to act on or link to. */
export function PasteArticle({ page, settings, sharedPath }: PasteArticleProps) {
  const { paste } = page;
  const t = useTranslations("paste");
  const rawUrl = page.burned ? null : (pastyId: string) => (sharedPath ? `${sharedPath}/raw/${pastyId}` : `/raw/${paste.id}/${pastyId}`);
  // The server draws an image of the code only of a paste it holds in the clear and no read
  // consumes, for a reader of the paste itself (lib/pastes/code-image.ts): not through a share link.
  const imageUrl =
    page.burned || sharedPath || paste.burnAfterRead || page.encrypted ? null : (pastyId: string) => `/${paste.id}/${pastyId}.png`;
  // Nothing of a consumed paste is left on the server: its text comes with the page, once.
  const kept = page.burned ? keptTexts(paste.pasties) : undefined;
  // An untitled pasty is called by its place in the reader's words, as the pasties' tabs do (PastiesView).
  const commentedPasties = page.pasties.map((pasty, index) => ({
    id: pasty.id,
    ...pastyLabelIn(pasty.title, index, (number) => t("pastyNumber", { number })),
    lines: pasty.stats.lines,
    prefix: lineAnchorPrefix(pasty.id, page.pasties.length),
  }));
  const hasComments = page.comments.comments.length > 0;
  const className = hasComments ? "paste paste-with-comments" : "paste";
  return (
    <article className={className} aria-labelledby="paste-title">
      <header className="paste-header">
        <h1 className="paste-title" id="paste-title">
          {paste.title ? <span translate="no">{paste.title}</span> : <span className="untitled">{t("untitled")}</span>}
        </h1>
        <PasteAbout page={page} sharedPath={sharedPath} />
        <LanguageBar stats={page.languageStats} />
      </header>
      <PastiesView
        pasties={page.pasties}
        view={settings.pasteView}
        wrap={settings.textWrap}
        rawUrl={rawUrl}
        imageUrl={imageUrl}
        kept={kept}
      />
      {page.burned ? null : (
        <CommentsPanel pasteId={paste.id} comments={page.comments} pasties={commentedPasties} isOwner={page.viewerIsOwner && !sharedPath} />
      )}
    </article>
  );
}

/** Each pasty's text and the file name a download saves it as (the names the paste's zip uses). */
function keptTexts(pasties: readonly PastyDto[]): Map<string, KeptText> {
  const fileNames = zipEntryNames(pasties);
  return new Map(pasties.map((pasty, index) => [pasty.id, { text: pasty.content, fileName: fileNames[index]! }]));
}
