import { useTranslations } from "next-intl";
import { Button, ButtonLink } from "@/components/ui/button";
import { SEARCH_QUERY_MAX } from "@/lib/search/schema";

/**
 * The profile's search box: a plain GET form (`?q=`), so it works before any script has loaded
 * and a search is a link like any page of the list. The owner's search includes their private
 * pastes and tags; a visitor's, what the list shows them.
 */
export function ProfileSearch({
  action,
  value,
  tag,
  clearHref,
  ownerSearch,
}: {
  action: string;
  value: string | null;
  tag: string | null;
  clearHref: string;
  ownerSearch: boolean;
}) {
  const t = useTranslations("browse.profile");
  return (
    <form className="profile-search" role="search" action={action} method="get">
      {tag ? <input type="hidden" name="tag" value={tag} /> : null}
      <input
        className="input"
        type="search"
        name="q"
        defaultValue={value ?? ""}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={ownerSearch ? t("searchOwnPlaceholder") : t("searchThese")}
        aria-label={ownerSearch ? t("searchOwn") : t("searchThese")}
      />
      <Button type="submit" small>
        {t("search")}
      </Button>
      {value ? (
        <ButtonLink variant="ghost" small href={clearHref}>
          {t("clear")}
        </ButtonLink>
      ) : null}
    </form>
  );
}
