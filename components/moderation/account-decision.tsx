import { ConfirmedDecisions } from "@/components/moderation/confirmed-decisions";

/** Disable or enable one account on the accounts page (lib/moderation/admin-users.ts). */
export function AccountDecision({ username, disabled }: { username: string; disabled: boolean }) {
  const path = `/api/v3/admin/users/${encodeURIComponent(username)}/${disabled ? "enable" : "disable"}`;
  return (
    <ConfirmedDecisions
      choices={[
        disabled
          ? {
              button: "Enable",
              label: `Enable ${username}`,
              title: `Enable ${username}?`,
              confirm: "Enable account",
              done: "Account enabled",
              explain:
                "The account can sign in again, its sessions and tokens work again, and the pastes its disabling quarantined are released.",
              path,
            }
          : {
              button: "Disable",
              label: `Disable ${username}`,
              title: `Disable ${username}?`,
              confirm: "Disable account",
              done: "Account disabled",
              explain:
                "Nobody can sign in to the account, its sessions and access tokens stop working, and all its pastes are quarantined.",
              danger: true,
              path,
            },
      ]}
    />
  );
}
