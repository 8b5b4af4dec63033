import { useTranslations } from "next-intl";
import { QuarantineNote } from "@/components/moderation/quarantine-note";
import { ReportPaste } from "@/components/moderation/report-paste";
import { ButtonLink } from "@/components/ui/button";
import { env } from "@/lib/core/env";
import { captchaRequiredUnder } from "@/lib/captcha/policy";
import { currentInstanceSettings } from "@/lib/instance-settings/resolver";
import { reportUrlOf } from "@/lib/moderation/report-url";
import type { PastePage } from "@/lib/pastes/page";
import { actionsWithheldForReview, pageActionFacts, pasteActions } from "@/lib/pastes/paste-actions";
import { PasteFacts } from "./paste-facts";
import { PasteToolbar } from "./paste-toolbar";

interface PasteAboutProps {
  page: PastePage & { kind: "open" };
  /** Shown through this share link: read-only, its zip through the link too. */
  sharedPath?: string;
}

/** What a paste's page shows under its title, the E2E one's too: who wrote it and when, notes, its actions. */
export function PasteAbout({ page, sharedPath }: PasteAboutProps) {
  const { paste } = page;
  const t = useTranslations("paste.about");
  const facts = pageActionFacts(page);
  const viewer = { isOwner: page.viewerIsOwner, mayModerate: page.viewerMayModerate };
  const actions = pasteActions(facts, viewer);
  // A fork is compared with what it was forked from, where comparing can work for this reader.
  const origin = page.forks.forkedFrom;
  // Whether a signed-out reader's report or fork needs a solved challenge (the same for every visitor).
  const captcha = captchaRequiredUnder(currentInstanceSettings().captcha, "v3", true);
  const compareWithOrigin = origin && !sharedPath && actions.compare.offered ? `/compare?left=${origin.id}&right=${paste.id}` : null;
  return (
    <>
      <PasteFacts paste={paste} owner={page.owner} encrypted={page.encrypted} forks={page.forks} compareWithOrigin={compareWithOrigin} />
      {page.quarantine ? (
        <QuarantineNote
          quarantine={page.quarantine}
          viewerIsOwner={page.viewerIsOwner}
          withheld={actionsWithheldForReview(facts, viewer)}
        />
      ) : null}
      {sharedPath ? (
        <div className="paste-toolbar" role="toolbar" aria-label={t("actions")}>
          <ButtonLink small href={`${sharedPath}/zip`} download>
            {t("download")}
          </ButtonLink>
          {page.viewerIsOwner ? null : <ReportPaste reportUrl={reportUrlOf({ sharedPath })} captcha={captcha} />}
        </div>
      ) : page.burned ? (
        <p className="burn-note" role="status">
          {t("burned")}
        </p>
      ) : (
        <>
          {paste.burnAfterRead && page.viewerIsOwner ? <p className="burn-note">{t("waiting")}</p> : null}
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
            recycleDays={env().RECYCLE_DAYS}
            captcha={captcha}
          />
        </>
      )}
    </>
  );
}
