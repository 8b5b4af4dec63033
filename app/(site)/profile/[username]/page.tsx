import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { Pagination } from "@/components/profile/pagination";
import { PasteList } from "@/components/profile/paste-list";
import { ProfileHeader } from "@/components/profile/profile-header";
import { ProfileSearch } from "@/components/profile/profile-search";
import { ProfileViews } from "@/components/profile/profile-views";
import { StarredList } from "@/components/profile/starred-list";
import { TagFilter } from "@/components/profile/tag-filter";
import { RelativeTime, TIME_SLOT } from "@/components/ui/relative-time";
import { pageCaller } from "@/lib/auth/current-user";
import { findUserByUsername } from "@/lib/users/queries";
import { loadProfilePage, profilePageIndex } from "@/lib/search/profile-page";

// Served at /~:username (a rewrite in next.config.mjs); /u/:username redirects there.

type Params = Promise<{ username: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { username } = await params;
  const [user, t] = await Promise.all([findUserByUsername(decodeSegment(username)), getTranslations("browse.profile")]);
  return { title: user ? t("title", { username: user.username }) : t("notFoundTitle") };
}

export default function ProfilePage(props: { params: Params; searchParams: SearchParams }) {
  return (
    <ClientMessages pick={["site.request", "settings.common", "settings.deleteAccount"]}>
      <ProfilePageContent {...props} />
    </ClientMessages>
  );
}

async function ProfilePageContent({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ username: rawUsername }, query] = await Promise.all([params, searchParams]);
  const username = decodeSegment(rawUsername);
  const tagParam = typeof query.tag === "string" ? query.tag : null;
  const searchParam = typeof query.q === "string" ? query.q : null;
  const profile = await loadProfilePage(await pageCaller(), username, {
    page: profilePageIndex(query.page),
    tag: tagParam,
    search: searchParam,
    view: query.view === "starred" ? "starred" : "pastes",
  });
  if (!profile) notFound();
  const [t, untitled, locale] = await Promise.all([getTranslations("browse.profile"), getTranslations("paste"), getLocale()]);
  const { user, isSelf, mayModerate, hidden, pinned, pastes, tags, tag, waiting, search, searchError, showsStarred, starred } = profile;

  const base = `/~${encodeURIComponent(user.username)}`;
  const href = (page: number, withTag: string | null, withSearch = search) => {
    const params = new URLSearchParams();
    if (withTag) params.set("tag", withTag);
    if (withSearch) params.set("q", withSearch);
    if (page > 0) params.set("page", String(page + 1));
    const text = params.toString();
    return text ? `${base}?${text}` : base;
  };
  const heading = search
    ? tag
      ? t("matchingTagged", { query: search, tag })
      : t("matching", { query: search })
    : tag
      ? t("tagged", { tag })
      : t("allPastes");
  const name = (chunks: ReactNode) => <span translate="no">{chunks}</span>;

  if (starred) {
    return (
      <div className="profile-page">
        <ProfileHeader user={user} isSelf={isSelf} mayModerate={mayModerate} />
        <ProfileViews base={base} active="starred" />
        <StarredList starred={starred} username={user.username} isSelf={isSelf} base={base} />
      </div>
    );
  }

  return (
    <div className="profile-page">
      <ProfileHeader user={user} isSelf={isSelf} mayModerate={mayModerate} />
      {showsStarred ? <ProfileViews base={base} active="pastes" /> : null}

      {pinned.items.length > 0 ? (
        <section className="profile-section" aria-labelledby="pinned-heading">
          <div className="profile-section-head">
            <h2 id="pinned-heading">{t("pinned")}</h2>
          </div>
          <PasteList items={pinned.items} label={t("pinnedPastes")} showPinnedMark={false} className="paste-list-pinned" />
        </section>
      ) : null}

      {waiting.length > 0 ? (
        <section className="profile-section" aria-labelledby="waiting-heading">
          <div className="profile-section-head">
            <h2 id="waiting-heading">{t("waiting")}</h2>
          </div>
          <p className="profile-note">{t("waitingNote")}</p>
          <ul className="waiting-list" aria-label={t("waiting")}>
            {waiting.map((paste) => (
              <li key={paste.id}>
                {paste.title.trim() ? (
                  <a href={`/${paste.id}`} translate="no">
                    {paste.title}
                  </a>
                ) : (
                  <a href={`/${paste.id}`}>{untitled("untitled")}</a>
                )}{" "}
                <RelativeTime date={paste.createdAt} label={t("created", { time: TIME_SLOT })} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="profile-section" aria-labelledby="pastes-heading">
        <div className="profile-section-head">
          <h2 id="pastes-heading">{heading}</h2>
        </div>

        {hidden && isSelf ? (
          <p className="profile-note">{t.rich("hiddenSelf", { link: (chunks) => <a href="/settings/profile">{chunks}</a> })}</p>
        ) : null}

        {hidden && !isSelf ? null : (
          <ProfileSearch action={base} value={search} tag={tag} clearHref={href(0, tag, null)} ownerSearch={isSelf} />
        )}

        {searchError ? (
          <p className="profile-note" role="alert">
            {searchError}
          </p>
        ) : pastes === null ? (
          <p className="profile-note" data-testid="hidden-profile-note">
            {t.rich("hiddenOther", { username: user.username, name })}
          </p>
        ) : (
          <>
            {isSelf ? <TagFilter tags={tags} active={tag} hrefFor={(chosen) => href(0, chosen)} /> : null}
            {pastes.items.length > 0 ? (
              <PasteList items={pastes.items} label={heading} />
            ) : (
              <p className="empty-state">
                {pastes.currentPage > 0 && pastes.totalPages > 0 ? (
                  <>{t.rich("noPage", { page: pastes.currentPage + 1, link: (chunks) => <a href={href(0, tag)}>{chunks}</a> })}</>
                ) : search ? (
                  <>{t.rich("noMatch", { query: search, link: (chunks) => <a href={href(0, tag, null)}>{chunks}</a> })}</>
                ) : isSelf ? (
                  <>{t.rich("noneYetSelf", { link: (chunks) => <a href="/">{chunks}</a> })}</>
                ) : (
                  t.rich("noneYet", { username: user.username, name })
                )}
              </p>
            )}
            <Pagination
              currentPage={pastes.currentPage}
              totalPages={pastes.totalPages}
              hrefFor={(page) => href(page, tag)}
              label={t("pagesOfPastes")}
            />
          </>
        )}
      </section>
    </div>
  );
}

/** Next hands the segment over still percent-encoded in some cases; a bad escape is no user. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
