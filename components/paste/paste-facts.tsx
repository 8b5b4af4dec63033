import { useLocale, useTranslations } from "next-intl";
import { Avatar } from "@/components/ui/avatar";
import { RelativeTime, TIME_SLOT } from "@/components/ui/relative-time";
import type { PasteForks } from "@/lib/pastes/fork-schema";
import type { PasteDto } from "@/lib/pastes/schema";
import type { UserDto } from "@/lib/users/dto";

interface PasteFactsProps {
  paste: PasteDto;
  owner: UserDto | null;
  encrypted: boolean;
  forks: PasteForks;
  /** The comparison of a fork with its origin, when this reader can compare them. */
  compareWithOrigin: string | null;
}

/** Who wrote the paste and when; its expiry, last edit, marks, forks and (for the owner) tags. */
export function PasteFacts({ paste, owner, encrypted, forks, compareWithOrigin }: PasteFactsProps) {
  const t = useTranslations("paste.facts");
  const locale = useLocale();
  // The label keeps the slot for the time, which the browser brings up to date (RelativeTimesRefresher).
  const when = (key: "created" | "edited" | "expires") => t(key, { time: TIME_SLOT });
  return (
    <div className="paste-about">
      <ul className="paste-facts" aria-label={t("about")}>
        <li>
          {owner ? (
            <a className="paste-owner" href={`/~${encodeURIComponent(owner.username)}`}>
              <Avatar avatarId={owner.avatarId} username={owner.username} size={20} />
              <span translate="no">{owner.username}</span>
            </a>
          ) : (
            <span>{t("anonymous")}</span>
          )}
        </li>
        <li>
          <RelativeTime date={paste.createdAt} label={when("created")} locale={locale} />
        </li>
        {paste.editedAt ? (
          <li>
            <a href={`/${paste.id}/history`}>
              <RelativeTime date={paste.editedAt} label={when("edited")} locale={locale} />
            </a>
          </li>
        ) : null}
        <li>{paste.deletesAt ? <RelativeTime date={paste.deletesAt} label={when("expires")} locale={locale} /> : t("neverExpires")}</li>
        {paste.private ? (
          <li>
            <span className="badge">{t("private")}</span>
          </li>
        ) : null}
        {paste.pinned ? (
          <li>
            <span className="badge">{t("pinned")}</span>
          </li>
        ) : null}
        {encrypted ? (
          <li>
            <span className="badge">{t("encrypted")}</span>
          </li>
        ) : null}
        {forks.forkedFrom ? (
          <li>
            {t.rich("forkedFrom", {
              title: forks.forkedFrom.title || forks.forkedFrom.id,
              link: (chunks) => (
                <a href={`/${forks.forkedFrom!.id}`} translate="no">
                  {chunks}
                </a>
              ),
            })}
            {compareWithOrigin ? (
              <>
                {" · "}
                <a href={compareWithOrigin}>{t("compareWithOriginal")}</a>
              </>
            ) : null}
          </li>
        ) : null}
        {forks.count > 0 ? (
          <li>
            <ForkList forks={forks} />
          </li>
        ) : null}
      </ul>
      {paste.tags.length > 0 ? (
        <ul className="paste-tags" aria-label={t("tags")} translate="no">
          {paste.tags.map((tag) => (
            <li key={tag}>
              <a className="chip" href={owner ? `/~${encodeURIComponent(owner.username)}?tag=${encodeURIComponent(tag)}` : undefined}>
                {tag}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** How many forks the paste has, opening to the newest of them. */
function ForkList({ forks }: { forks: PasteForks }) {
  const t = useTranslations("paste.facts");
  const more = forks.count - forks.forks.length;
  return (
    <details className="paste-forks">
      <summary>{t("forks", { count: forks.count })}</summary>
      <ul>
        {forks.forks.map((fork) => (
          <li key={fork.id}>
            {t.rich(fork.owner ? "forkBy" : "forkByAnonymous", {
              title: fork.title || fork.id,
              owner: fork.owner ?? "",
              link: (chunks) => (
                <a href={`/${fork.id}`} translate="no">
                  {chunks}
                </a>
              ),
            })}
          </li>
        ))}
        {more > 0 ? <li>{t("moreForks", { count: more })}</li> : null}
      </ul>
    </details>
  );
}
