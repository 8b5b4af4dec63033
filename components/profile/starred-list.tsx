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
  const href = (page: number) => `${base}?view=starred${page > 0 ? `&page=${page + 1}` : ""}`;
  return (
    <section className="profile-section" aria-labelledby="starred-heading">
      <div className="profile-section-head">
        <h2 id="starred-heading">Starred</h2>
      </div>
      {starred.items.length > 0 ? (
        <PasteList items={starred.items} label="Starred pastes" />
      ) : (
        <p className="empty-state">
          {starred.currentPage > 0 && starred.totalPages > 0 ? (
            <>
              There is no page {starred.currentPage + 1}. <a href={href(0)}>Back to the first page</a>.
            </>
          ) : isSelf ? (
            "No starred pastes yet: the Star button on a paste keeps it here."
          ) : (
            `${username} has not starred any pastes yet.`
          )}
        </p>
      )}
      <Pagination currentPage={starred.currentPage} totalPages={starred.totalPages} hrefFor={href} label="Pages of starred pastes" />
    </section>
  );
}
