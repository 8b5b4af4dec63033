import { PasteAbout } from "@/components/paste/paste-about";
import type { PasteArticleProps } from "@/components/paste/paste-article";
import { pastyLanguagesOf } from "@/lib/end-to-end/languages";
import { E2ePasteView } from "./paste-view";
import "@/components/comments/comments.css";

/**
 * An end-to-end encrypted paste as its page shows it: its title, pasties and comments are
 * ciphertext, so the browser opens them (E2ePasteView) and lays them out as PasteArticle does.
 */
export function E2ePasteArticle({ page, settings, sharedPath }: PasteArticleProps) {
  const { paste } = page;
  if (!paste.e2e) throw new Error("E2ePasteArticle shows end-to-end encrypted pastes only");
  return (
    <article className={page.comments.comments.length > 0 ? "paste paste-with-comments" : "paste"} aria-labelledby="paste-title">
      <E2ePasteView
        pasteId={paste.id}
        sealed={{ e2e: paste.e2e, pasties: paste.pasties }}
        languages={pastyLanguagesOf(paste.pasties)}
        view={settings.pasteView}
        about={<PasteAbout page={page} sharedPath={sharedPath} />}
        comments={page.burned ? undefined : { page: page.comments, isOwner: page.viewerIsOwner && !sharedPath }}
      />
    </article>
  );
}
