import type { Metadata } from "next";
import { Pagination } from "@/components/profile/pagination";
import { PasteList } from "@/components/profile/paste-list";
import { Button, ButtonLink } from "@/components/ui/button";
import { pageCaller } from "@/lib/auth/current-user";
import { findLanguage } from "@/lib/languages/resolve";
import { loadExplorePage } from "@/lib/search/explore-page";
import { SEARCH_QUERY_MAX } from "@/lib/search/schema";
import "@/components/profile/profile.css";

export const metadata: Metadata = { title: "Explore" };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The public pastes that profiles list, gathered: newest or most starred, of a language, or
 * searched (the site-wide search). Plain GET forms, so every view is a link and works without
 * script.
 */
export default async function ExplorePage({ searchParams }: { searchParams: SearchParams }) {
  const { query, list, authors, error } = await loadExplorePage(await pageCaller(), await searchParams);
  const href = (page: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    else {
      if (query.language) params.set("language", query.language);
      if (query.sort !== "newest") params.set("sort", query.sort);
    }
    if (page > 0) params.set("page", String(page + 1));
    const text = params.toString();
    return text ? `/explore?${text}` : "/explore";
  };
  const heading = query.q
    ? `Public pastes matching “${query.q}”`
    : `${query.sort === "stars" ? "Most starred" : "Newest"} public pastes${query.language ? ` in ${findLanguage(query.language)?.name ?? query.language}` : ""}`;

  return (
    <div className="profile-page">
      <h1>Explore</h1>
      <p className="profile-note">
        The public pastes of people who show all their pastes on their profile, and everyone&apos;s pinned pastes.
      </p>
      <form className="profile-search" role="search" action="/explore" method="get">
        <input
          className="input"
          type="search"
          name="q"
          defaultValue={query.q ?? ""}
          maxLength={SEARCH_QUERY_MAX}
          placeholder="Search public pastes"
          aria-label="Search public pastes"
        />
        <Button type="submit" small>
          Search
        </Button>
        {query.q ? (
          <ButtonLink variant="ghost" small href="/explore">
            Clear
          </ButtonLink>
        ) : null}
      </form>
      {query.q ? null : (
        <form className="profile-search explore-filter" action="/explore" method="get" aria-label="Filter">
          <label>
            Language <input className="input" name="language" defaultValue={query.language ?? ""} placeholder="any" maxLength={100} />
          </label>
          <label>
            Order{" "}
            <select className="input" name="sort" defaultValue={query.sort}>
              <option value="newest">Newest</option>
              <option value="stars">Most starred</option>
            </select>
          </label>
          <Button type="submit" small>
            Show
          </Button>
        </form>
      )}
      <section className="profile-section" aria-labelledby="explore-heading">
        <div className="profile-section-head">
          <h2 id="explore-heading">{heading}</h2>
        </div>
        {error ? (
          <p className="profile-note" role="alert">
            {error}
          </p>
        ) : list.items.length === 0 ? (
          <p className="profile-note">Nothing here yet.</p>
        ) : (
          <>
            <PasteList items={list.items} label={heading} authors={authors} />
            <Pagination currentPage={list.currentPage} totalPages={list.totalPages} hrefFor={href} />
          </>
        )}
      </section>
    </div>
  );
}
