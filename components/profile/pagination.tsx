/** Previous / next links for a paged list; `hrefFor` builds the address of a 0-based page. */
export function Pagination({
  currentPage,
  totalPages,
  hrefFor,
  label = "Pages",
}: {
  currentPage: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (totalPages <= 1 && currentPage === 0) return null;
  const hasPrevious = currentPage > 0;
  const hasNext = currentPage + 1 < totalPages;
  return (
    <nav className="pagination" aria-label={label}>
      {hasPrevious ? (
        <a className="btn btn-small" href={hrefFor(Math.min(currentPage - 1, Math.max(totalPages - 1, 0)))} rel="prev">
          ← Newer
        </a>
      ) : (
        <span className="btn btn-small" aria-disabled="true">
          ← Newer
        </span>
      )}
      <span className="pagination-status" aria-current="page">
        Page {currentPage + 1} of {Math.max(totalPages, 1)}
      </span>
      {hasNext ? (
        <a className="btn btn-small" href={hrefFor(currentPage + 1)} rel="next">
          Older →
        </a>
      ) : (
        <span className="btn btn-small" aria-disabled="true">
          Older →
        </span>
      )}
    </nav>
  );
}
