import { useFormatter, useLocale, useTranslations } from "next-intl";
import { RelativeTime } from "@/components/ui/relative-time";
import type { PasteAction } from "@/lib/pastes/paste-actions";

/**
 * What the owner and the admins see on a paste the moderators hold back (lib/moderation/
 * quarantine.ts): that nobody else can, since when, the moderator's note, and which of the
 * viewer's actions wait for the review (lib/pastes/paste-actions.ts), so their absence from the
 * toolbar is explained.
 */
export function QuarantineNote({
  quarantine,
  viewerIsOwner,
  withheld,
}: {
  quarantine: { since: Date; note: string };
  viewerIsOwner: boolean;
  withheld: PasteAction[];
}) {
  const t = useTranslations("paste.quarantine");
  const format = useFormatter();
  const locale = useLocale();
  return (
    <div className="quarantine-note" role="status">
      <p>
        {t.rich("heading", {
          strong: (chunks) => <strong>{chunks}</strong>,
          time: () => <RelativeTime date={quarantine.since} locale={locale} />,
        })}{" "}
        {viewerIsOwner ? t("owner") : t("others")}
      </p>
      {withheld.length > 0 ? (
        <p className="quarantine-withheld">
          {/* "forked, embedded or pinned": each action said of the paste, in the reader's way of listing alternatives. */}
          {t("withheld", {
            actions: format.list(
              withheld.map((action) => t(`done.${action}`)),
              { type: "disjunction" },
            ),
          })}
        </p>
      ) : null}
      {quarantine.note ? (
        <p className="quarantine-reason">
          {t.rich("note", {
            note: quarantine.note,
            words: (chunks) => (
              <span translate="no" dir="auto">
                {chunks}
              </span>
            ),
          })}
        </p>
      ) : null}
    </div>
  );
}
