import { useTranslations } from "next-intl";
import type { ManualPage } from "@/lib/site/manual";

/** Above a page of the manual: the way back to its index (the index itself has none). */
export function ManualTrail({ page }: { page: ManualPage }) {
  const t = useTranslations("site.docs");
  return (
    <nav aria-label={t("trail")} className="manual-trail">
      <ol>
        <li>
          <a href="/docs">{t("manual")}</a>
        </li>
        <li aria-current="page" lang="en">
          {page.title}
        </li>
      </ol>
    </nav>
  );
}
