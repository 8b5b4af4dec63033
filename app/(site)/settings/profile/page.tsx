import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { ClientMessages } from "@/components/layout/client-messages";
import { AvatarForm } from "@/components/settings/avatar-form";
import { DeleteAccount } from "@/components/settings/delete-account";
import { ProfileVisibilityForm } from "@/components/settings/profile-visibility-form";
import { SettingsSection } from "@/components/settings/settings-section";
import { UsernameForm } from "@/components/settings/username-form";
import { AVATAR_MAX_BYTES } from "@/lib/avatars/schema";
import { pageCaller } from "@/lib/auth/current-user";
import { readUserSettings } from "@/lib/settings/user-settings";
import { getUserDto } from "@/lib/users/queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.titles"))("profile") };
}

export default function ProfileSettingsPage() {
  return (
    <ClientMessages
      pick={[
        "site.request",
        "account.errors",
        "account.username",
        "settings.avatar",
        "settings.common",
        "settings.deleteAccount",
        "settings.profile",
        "settings.rename",
        "settings.visibility",
        "site.units",
      ]}
    >
      <ProfileSettingsPageContent />
    </ClientMessages>
  );
}

async function ProfileSettingsPageContent() {
  const caller = await pageCaller();
  if (caller.kind !== "user") redirect("/login?next=/settings/profile");
  const [user, userSettings, t] = await Promise.all([
    getUserDto(caller.user.id),
    readUserSettings(caller),
    getTranslations("settings.profile"),
  ]);
  const profileHref = `/~${encodeURIComponent(user.username)}`;
  return (
    <>
      <SettingsSection
        id="avatar-heading"
        title={t("avatar")}
        description={t.rich("avatarDescription", { link: (chunks) => <a href={profileHref}>{chunks}</a> })}
      >
        <AvatarForm username={user.username} avatarId={user.avatarId} maxBytes={AVATAR_MAX_BYTES} />
      </SettingsSection>

      <SettingsSection id="username-heading" title={t("username")}>
        <UsernameForm username={user.username} />
      </SettingsSection>

      <SettingsSection id="visibility-heading" title={t("visibility")}>
        <ProfileVisibilityForm initial={userSettings.showAllPastesOnProfile} />
      </SettingsSection>

      <SettingsSection id="export-heading" title={t("data")} description={t("dataDescription")}>
        <a className="btn" href={`/api/v3/users/${encodeURIComponent(user.username)}.zip`} download>
          {t("download")}
        </a>
      </SettingsSection>

      <SettingsSection id="delete-heading" title={t("delete")} danger>
        <p className="muted">{t("deleteText")}</p>
        <DeleteAccount username={user.username} />
      </SettingsSection>
    </>
  );
}
