/** The owner's tags as chips; the chosen one is marked current, "All" clears the filter. */
export function TagFilter({ tags, active, hrefFor }: { tags: string[]; active: string | null; hrefFor: (tag: string | null) => string }) {
  if (tags.length === 0) return null;
  return (
    <nav className="tag-filter" aria-label="Filter by tag">
      <ul>
        <li>
          <a className="chip" href={hrefFor(null)} aria-current={active === null ? "true" : undefined}>
            All
          </a>
        </li>
        {tags.map((tag) => (
          <li key={tag}>
            <a className="chip" href={hrefFor(tag)} aria-current={active === tag ? "true" : undefined}>
              <span aria-hidden="true">#</span>
              {tag}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
