import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Pagination } from "@/components/profile/pagination";
import { PasteList } from "@/components/profile/paste-list";
import { ProfileHeader } from "@/components/profile/profile-header";
import { ProfileSearch } from "@/components/profile/profile-search";
import { ProfileViews } from "@/components/profile/profile-views";
import { StarredList } from "@/components/profile/starred-list";
import { TagFilter } from "@/components/profile/tag-filter";
import { RelativeTime } from "@/components/ui/relative-time";
import { pageCaller } from "@/lib/auth/current-user";
import { findUserByUsername } from "@/lib/users/queries";
import { loadProfilePage, profilePageIndex } from "@/lib/search/profile-page";
import { pasteName } from "@/lib/pastes/names";

// Served at /~:username (a rewrite in next.config.mjs); /u/:username redirects there.

type Params = Promise<{ username: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { username } = await params;
  const user = await findUserByUsername(decodeSegment(username));
  return user ? { title: `${user.username}'s pastes` } : { title: "User not found" };
}

export default async function ProfilePage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
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
  const heading = search ? `Pastes matching “${search}”${tag ? ` tagged “${tag}”` : ""}` : tag ? `Pastes tagged “${tag}”` : "All pastes";

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
            <h2 id="pinned-heading">Pinned</h2>
          </div>
          <PasteList items={pinned.items} label="Pinned pastes" showPinnedMark={false} className="paste-list-pinned" />
        </section>
      ) : null}

      {waiting.length > 0 ? (
        <section className="profile-section" aria-labelledby="waiting-heading">
          <div className="profile-section-head">
            <h2 id="waiting-heading">Waiting to be read</h2>
          </div>
          <p className="profile-note">Only you see these: each is deleted when someone else opens it.</p>
          <ul className="waiting-list" aria-label="Waiting to be read">
            {waiting.map((paste) => (
              <li key={paste.id}>
                <a href={`/${paste.id}`}>{pasteName(paste.title)}</a> <RelativeTime date={paste.createdAt} prefix="created" />
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
          <p className="profile-note">
            Your profile is hidden: other people see only your pinned pastes. Change it in <a href="/settings/profile">profile settings</a>.
          </p>
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
            {user.username} shows only their pinned pastes on their profile.
          </p>
        ) : (
          <>
            {isSelf ? <TagFilter tags={tags} active={tag} hrefFor={(chosen) => href(0, chosen)} /> : null}
            {pastes.items.length > 0 ? (
              <PasteList items={pastes.items} label={heading} />
            ) : (
              <p className="empty-state">
                {pastes.currentPage > 0 && pastes.totalPages > 0 ? (
                  <>
                    There is no page {pastes.currentPage + 1}. <a href={href(0, tag)}>Back to the first page</a>.
                  </>
                ) : search ? (
                  <>
                    No pastes match “{search}”. <a href={href(0, tag, null)}>Show all pastes</a>.
                  </>
                ) : isSelf ? (
                  <>
                    No pastes yet. <a href="/">Create your first paste</a>.
                  </>
                ) : (
                  `${user.username} has no public pastes yet.`
                )}
              </p>
            )}
            <Pagination
              currentPage={pastes.currentPage}
              totalPages={pastes.totalPages}
              hrefFor={(page) => href(page, tag)}
              label="Pages of pastes"
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
