import type { ManualPage } from "@/lib/site/manual";

/** Above a page of the manual: the way back to its index (the index itself has none). */
export function ManualTrail({ page }: { page: ManualPage }) {
  return (
    <nav aria-label="Breadcrumb" className="manual-trail">
      <ol>
        <li>
          <a href="/docs">Manual</a>
        </li>
        <li aria-current="page">{page.title}</li>
      </ol>
    </nav>
  );
}
