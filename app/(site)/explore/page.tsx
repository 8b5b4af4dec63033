import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Pagination } from "@/components/profile/pagination";
import { PasteList } from "@/components/profile/paste-list";
import { Button, ButtonLink } from "@/components/ui/button";
import { pageCaller } from "@/lib/auth/current-user";
import { findLanguage } from "@/lib/languages/resolve";
import { loadExplorePage } from "@/lib/search/explore-page";
import { SEARCH_QUERY_MAX } from "@/lib/search/schema";
import "@/components/profile/profile.css";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("browse.explore"))("title") };
}

export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The public pastes that profiles list, gathered: newest or most starred, of a language, or
 * searched (the site-wide search). Plain GET forms, so every view is a link and works without
 * script.
 */
export default async function ExplorePage({ searchParams }: { searchParams: SearchParams }) {
  const [{ query, list, authors, error }, t] = await Promise.all([
    loadExplorePage(await pageCaller(), await searchParams),
    getTranslations("browse.explore"),
  ]);
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
  const language = query.language ? (findLanguage(query.language)?.name ?? query.language) : null;
  const name = (chunks: ReactNode) => <span translate="no">{chunks}</span>;
  // The list's label is text; the heading marks the language's name as no catalogue's.
  const [label, heading] = query.q
    ? [t("matching", { query: query.q }), t("matching", { query: query.q })]
    : language
      ? [
          t.markup(query.sort === "stars" ? "starredIn" : "newestIn", { language, name: (chunks) => chunks }),
          t.rich(query.sort === "stars" ? "starredIn" : "newestIn", { language, name }),
        ]
      : [t(query.sort === "stars" ? "starredPastes" : "newestPastes"), t(query.sort === "stars" ? "starredPastes" : "newestPastes")];

  return (
    <div className="profile-page">
      <h1>{t("title")}</h1>
      <p className="profile-note">{t("intro")}</p>
      <form className="profile-search" role="search" action="/explore" method="get">
        <input
          className="input"
          type="search"
          name="q"
          defaultValue={query.q ?? ""}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t("search")}
          aria-label={t("search")}
        />
        <Button type="submit" small>
          {t("submitSearch")}
        </Button>
        {query.q ? (
          <ButtonLink variant="ghost" small href="/explore">
            {t("clear")}
          </ButtonLink>
        ) : null}
      </form>
      {query.q ? null : (
        <form className="profile-search explore-filter" action="/explore" method="get" aria-label={t("filter")}>
          <label>
            {t("language")}{" "}
            <input className="input" name="language" defaultValue={query.language ?? ""} placeholder={t("anyLanguage")} maxLength={100} />
          </label>
          <label>
            {t("order")}{" "}
            <select className="input" name="sort" defaultValue={query.sort}>
              <option value="newest">{t("newest")}</option>
              <option value="stars">{t("mostStarred")}</option>
            </select>
          </label>
          <Button type="submit" small>
            {t("show")}
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
          <p className="profile-note">{t("nothing")}</p>
        ) : (
          <>
            <PasteList items={list.items} label={label} authors={authors} />
            <Pagination currentPage={list.currentPage} totalPages={list.totalPages} hrefFor={href} />
          </>
        )}
      </section>
    </div>
  );
}
