import { useFormatter, useTranslations } from "next-intl";
import { DeleteAccount } from "@/components/settings/delete-account";
import { Avatar } from "@/components/ui/avatar";
import { ButtonLink } from "@/components/ui/button";
import { exactTime } from "@/components/ui/relative-time";
import type { UserDto } from "@/lib/users/dto";

/** Avatar, name, badges and joined date at the top of a profile. */
export function ProfileHeader({ user, isSelf, mayModerate }: { user: UserDto; isSelf: boolean; mayModerate: boolean }) {
  const t = useTranslations("browse.profile");
  const format = useFormatter();
  const joined = new Date(user.createdAt);
  const badges = [
    user.isAdmin && { key: "admin", label: t("admin") },
    user.isContributor && { key: "contributor", label: t("contributor") },
    user.isSupporter && { key: "supporter", label: t("supporter") },
  ].filter((badge): badge is { key: string; label: string } => Boolean(badge));
  return (
    <header className="profile-header">
      <Avatar avatarId={user.avatarId} username={user.username} size={96} />
      <div className="profile-identity">
        <h1 className="profile-name" translate="no">
          {user.username}
        </h1>
        {badges.length > 0 ? (
          <ul className="profile-badges" aria-label={t("badges")}>
            {badges.map((badge) => (
              <li key={badge.key} className={`badge badge-${badge.key}`}>
                {badge.label}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="profile-joined muted">
          {t.rich("joined", {
            date: format.dateTime(joined, { year: "numeric", month: "long", day: "numeric" }),
            time: (chunks) => (
              <time dateTime={joined.toISOString()} title={exactTime(joined)}>
                {chunks}
              </time>
            ),
          })}
        </p>
      </div>
      {isSelf ? (
        <div className="profile-actions">
          <ButtonLink href="/settings/profile" small>
            {t("editProfile")}
          </ButtonLink>
        </div>
      ) : null}
      {mayModerate ? (
        <div className="profile-actions">
          <DeleteAccount username={user.username} moderating />
        </div>
      ) : null}
    </header>
  );
}
