import { useTranslations } from "next-intl";

/** Previous / next links for a paged list; `hrefFor` builds the address of a 0-based page. */
export function Pagination({
  currentPage,
  totalPages,
  hrefFor,
  label,
}: {
  currentPage: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  const t = useTranslations("browse.pagination");
  if (totalPages <= 1 && currentPage === 0) return null;
  const hasPrevious = currentPage > 0;
  const hasNext = currentPage + 1 < totalPages;
  return (
    <nav className="pagination" aria-label={label ?? t("label")}>
      {hasPrevious ? (
        <a className="btn btn-small" href={hrefFor(Math.min(currentPage - 1, Math.max(totalPages - 1, 0)))} rel="prev">
          {t("newer")}
        </a>
      ) : (
        <span className="btn btn-small" aria-disabled="true">
          {t("newer")}
        </span>
      )}
      <span className="pagination-status" aria-current="page">
        {t("status", { page: currentPage + 1, pages: Math.max(totalPages, 1) })}
      </span>
      {hasNext ? (
        <a className="btn btn-small" href={hrefFor(currentPage + 1)} rel="next">
          {t("older")}
        </a>
      ) : (
        <span className="btn btn-small" aria-disabled="true">
          {t("older")}
        </span>
      )}
    </nav>
  );
}
