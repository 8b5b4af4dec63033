import { E2ePasteView } from "@/components/end-to-end/paste-view";
import { QuarantineNote } from "@/components/moderation/quarantine-note";
import { ReportPaste } from "@/components/moderation/report-paste";
import { reportUrlOf } from "@/lib/moderation/report-url";
import { CommentsPanel } from "@/components/comments/comments-panel";
import { lineAnchorPrefix } from "@/lib/pastes/line-anchor";
import { UNTITLED_PASTE } from "@/lib/pastes/names";
import { actionsWithheldForReview, pageActionFacts, pasteActions } from "@/lib/pastes/paste-actions";
import { LanguageBar } from "@/components/paste/language-bar";
import { PasteFacts } from "@/components/paste/paste-facts";
import { PasteToolbar } from "@/components/paste/paste-toolbar";
import { PastiesView } from "@/components/paste/pasties-view";
import type { KeptText } from "@/components/paste/pasty-view";
import { ButtonLink } from "@/components/ui/button";
import type { PastePage } from "@/lib/pastes/page";
import type { PastyDto } from "@/lib/pastes/schema";
import { zipEntryNames } from "@/lib/pastes/zip";
import type { Settings } from "@/lib/settings/schema";
import "@/components/comments/comments.css";

interface PasteArticleProps {
  page: PastePage & { kind: "open" };
  settings: Pick<Settings, "pasteView" | "textWrap">;
  /** Shown through this share link: read-only, its raw text and zip through the link too. */
  sharedPath?: string;
}

/** A paste as its page shows it; a paste this view consumed has nothing left to act on or link to. */
export function PasteArticle({ page, settings, sharedPath }: PasteArticleProps) {
  const { paste } = page;
  const rawUrl = page.burned ? null : (pastyId: string) => (sharedPath ? `${sharedPath}/raw/${pastyId}` : `/raw/${paste.id}/${pastyId}`);
  // Nothing of a consumed paste is left on the server: its text comes with the page, once.
  const kept = page.burned ? keptTexts(paste.pasties) : undefined;
  const commentedPasties = page.pasties.map((pasty) => ({
    id: pasty.id,
    name: pasty.name,
    lines: pasty.stats.lines,
    prefix: lineAnchorPrefix(pasty.id, page.pasties.length),
  }));
  const facts = pageActionFacts(page);
  const viewer = { isOwner: page.viewerIsOwner, mayModerate: page.viewerMayModerate };
  const actions = pasteActions(facts, viewer);
  // A fork is compared with what it was forked from, where comparing can work for this reader.
  const origin = page.forks.forkedFrom;
  const compareWithOrigin = origin && !sharedPath && actions.compare.offered ? `/compare?left=${origin.id}&right=${paste.id}` : null;
  // An E2E paste's comments are opened with it, inside its content (components/end-to-end).
  const hasComments = page.comments.comments.length > 0 && !paste.e2e;
  return (
    <article className={hasComments ? "paste paste-with-comments" : "paste"} aria-labelledby="paste-title">
      <header className="paste-header">
        <h1 className="paste-title" id="paste-title">
          {paste.e2e ? "End-to-end encrypted paste" : paste.title || <span className="untitled">{UNTITLED_PASTE}</span>}
        </h1>
        <PasteFacts paste={paste} owner={page.owner} encrypted={page.encrypted} forks={page.forks} compareWithOrigin={compareWithOrigin} />
        {page.quarantine ? (
          <QuarantineNote
            quarantine={page.quarantine}
            viewerIsOwner={page.viewerIsOwner}
            withheld={actionsWithheldForReview(facts, viewer)}
          />
        ) : null}
        {sharedPath ? (
          <div className="paste-toolbar" role="toolbar" aria-label="Paste actions">
            <ButtonLink small href={`${sharedPath}/zip`} download>
              Download
            </ButtonLink>
            {page.viewerIsOwner ? null : <ReportPaste reportUrl={reportUrlOf({ sharedPath })} />}
          </div>
        ) : page.burned ? (
          <p className="burn-note" role="status">
            This paste has been deleted now that you opened it: copy or download what you need before you leave this page.
          </p>
        ) : (
          <>
            {paste.burnAfterRead && page.viewerIsOwner ? (
              <p className="burn-note">Waiting to be read: the first person other than you who opens this paste deletes it.</p>
            ) : null}
            <PasteToolbar
              pasteId={paste.id}
              stars={paste.stars}
              starred={page.starred}
              actions={actions}
              isOwner={page.viewerIsOwner}
              pinned={paste.pinned}
              isPrivate={paste.private}
              tags={paste.tags}
              firstRawUrl={`/raw/${paste.id}/${paste.pasties[0]?.id ?? ""}`}
              endToEnd={paste.e2e !== undefined}
              hasHistory={paste.editedAt !== null}
              afterDelete={page.owner ? `/~${encodeURIComponent(page.owner.username)}` : "/"}
            />
          </>
        )}
        {paste.e2e ? null : <LanguageBar stats={page.languageStats} />}
      </header>
      {paste.e2e ? (
        <E2ePasteView
          pasteId={paste.id}
          sealed={{ e2e: paste.e2e, pasties: paste.pasties }}
          comments={page.burned ? undefined : { page: page.comments, isOwner: page.viewerIsOwner && !sharedPath }}
        />
      ) : (
        <PastiesView pasties={page.pasties} view={settings.pasteView} wrap={settings.textWrap} rawUrl={rawUrl} kept={kept} />
      )}
      {page.burned || paste.e2e ? null : (
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
