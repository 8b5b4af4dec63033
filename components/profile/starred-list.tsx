import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Pagination } from "@/components/profile/pagination";
import { PasteList } from "@/components/profile/paste-list";
import type { PastePage } from "@/lib/profiles/profile-pastes";

interface StarredListProps {
  starred: PastePage;
  username: string;
  isSelf: boolean;
  /** The profile's address, /~name. */
  base: string;
}

/** The profile's "Starred" view: one page of the pastes the user starred. */
export function StarredList({ starred, username, isSelf, base }: StarredListProps) {
  const t = useTranslations("browse.profile");
  const name = (chunks: ReactNode) => <span translate="no">{chunks}</span>;
  const href = (page: number) => `${base}?view=starred${page > 0 ? `&page=${page + 1}` : ""}`;
  return (
    <section className="profile-section" aria-labelledby="starred-heading">
      <div className="profile-section-head">
        <h2 id="starred-heading">{t("starred")}</h2>
      </div>
      {starred.items.length > 0 ? (
        <PasteList items={starred.items} label={t("starredPastes")} />
      ) : (
        <p className="empty-state">
          {starred.currentPage > 0 && starred.totalPages > 0 ? (
            <>{t.rich("noPage", { page: starred.currentPage + 1, link: (chunks) => <a href={href(0)}>{chunks}</a> })}</>
          ) : isSelf ? (
            t("noStarredSelf")
          ) : (
            t.rich("noStarred", { username, name })
          )}
        </p>
      )}
      <Pagination currentPage={starred.currentPage} totalPages={starred.totalPages} hrefFor={href} label={t("pagesOfStarred")} />
    </section>
  );
}
