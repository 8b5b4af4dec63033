import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AvatarForm } from "@/components/settings/avatar-form";
import { DeleteAccount } from "@/components/settings/delete-account";
import { ProfileVisibilityForm } from "@/components/settings/profile-visibility-form";
import { SettingsSection } from "@/components/settings/settings-section";
import { UsernameForm } from "@/components/settings/username-form";
import { AVATAR_MAX_BYTES } from "@/lib/avatars/schema";
import { pageCaller } from "@/lib/auth/current-user";
import { readUserSettings } from "@/lib/settings/user-settings";
import { getUserDto } from "@/lib/users/queries";

export const metadata: Metadata = { title: "Profile settings" };

export default async function ProfileSettingsPage() {
  const caller = await pageCaller();
  if (caller.kind !== "user") redirect("/login?next=/settings/profile");
  const [user, userSettings] = await Promise.all([getUserDto(caller.user.id), readUserSettings(caller)]);
  const profileHref = `/~${encodeURIComponent(user.username)}`;
  return (
    <>
      <SettingsSection
        id="avatar-heading"
        title="Avatar"
        description={
          <>
            Shown on <a href={profileHref}>your profile</a> and in the header.
          </>
        }
      >
        <AvatarForm username={user.username} avatarId={user.avatarId} maxBytes={AVATAR_MAX_BYTES} />
      </SettingsSection>

      <SettingsSection id="username-heading" title="Username">
        <UsernameForm username={user.username} />
      </SettingsSection>

      <SettingsSection id="visibility-heading" title="Profile visibility">
        <ProfileVisibilityForm initial={userSettings.showAllPastesOnProfile} />
      </SettingsSection>

      <SettingsSection
        id="export-heading"
        title="Your data"
        description="A zip of your profile, settings, pastes with their history, encrypted pastes as stored, token metadata and avatar."
      >
        <a className="btn" href={`/api/v3/users/${encodeURIComponent(user.username)}.zip`} download>
          Download my data
        </a>
      </SettingsSection>

      <SettingsSection id="delete-heading" title="Delete account" danger>
        <p className="muted">Deleting your account removes everything that is yours from this service.</p>
        <DeleteAccount username={user.username} />
      </SettingsSection>
    </>
  );
}
