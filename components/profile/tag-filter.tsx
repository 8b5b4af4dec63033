import { useTranslations } from "next-intl";

/** The owner's tags as chips; the chosen one is marked current, "All" clears the filter. */
export function TagFilter({ tags, active, hrefFor }: { tags: string[]; active: string | null; hrefFor: (tag: string | null) => string }) {
  const t = useTranslations("browse.profile");
  if (tags.length === 0) return null;
  return (
    <nav className="tag-filter" aria-label={t("filterByTag")}>
      <ul>
        <li>
          <a className="chip" href={hrefFor(null)} aria-current={active === null ? "true" : undefined}>
            {t("allTags")}
          </a>
        </li>
        {tags.map((tag) => (
          <li key={tag}>
            <a className="chip" href={hrefFor(tag)} aria-current={active === tag ? "true" : undefined} translate="no">
              <span aria-hidden="true">#</span>
              {tag}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
