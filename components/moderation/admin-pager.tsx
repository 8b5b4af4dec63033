import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";

/** The Newer / Older links under a list of the admin pages (the audit log, the accounts) or of Settings → Recycle bin. */
export function AdminPager({
  label,
  page,
  hasNext,
  link,
}: {
  label: string;
  page: number;
  hasNext: boolean;
  link: (page: number) => string;
}) {
  const t = useTranslations("admin.pager");
  return (
    <nav className="audit-pages" aria-label={label}>
      {page > 1 ? (
        <ButtonLink small href={link(page - 1)}>
          {t("newer")}
        </ButtonLink>
      ) : null}
      {hasNext ? (
        <ButtonLink small href={link(page + 1)}>
          {t("older")}
        </ButtonLink>
      ) : null}
    </nav>
  );
}
