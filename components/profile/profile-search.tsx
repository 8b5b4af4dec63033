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
  return (
    <form className="profile-search" role="search" action={action} method="get">
      {tag ? <input type="hidden" name="tag" value={tag} /> : null}
      <input
        className="input"
        type="search"
        name="q"
        defaultValue={value ?? ""}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={ownerSearch ? "Search your pastes (private ones and tags too)" : "Search these pastes"}
        aria-label={ownerSearch ? "Search your pastes" : "Search these pastes"}
      />
      <Button type="submit" small>
        Search
      </Button>
      {value ? (
        <ButtonLink variant="ghost" small href={clearHref}>
          Clear
        </ButtonLink>
      ) : null}
    </form>
  );
}
