import { ConfirmedDecisions, type DecisionChoice } from "@/components/moderation/confirmed-decisions";

/**
 * The accounts page's decisions about one account (lib/moderation/admin-users.ts): disable or
 * enable it (not an admin's), grant or remove the admin right.
 */
export function AccountDecision({ username, disabled, isAdmin }: { username: string; disabled: boolean; isAdmin: boolean }) {
  const base = `/api/v3/admin/users/${encodeURIComponent(username)}`;
  const path = `${base}/${disabled ? "enable" : "disable"}`;
  const adminRight: DecisionChoice = isAdmin
    ? {
        button: "Remove admin",
        label: `Remove ${username}'s admin right`,
        title: `Remove ${username}'s admin right?`,
        confirm: "Remove admin right",
        done: "Admin right removed",
        explain: "The account stays as it is, without the admin pages and decisions. The last admin keeps the right.",
        danger: true,
        path: `${base}/admin`,
        method: "DELETE",
      }
    : {
        button: "Make admin",
        label: `Make ${username} an admin`,
        title: `Make ${username} an admin?`,
        confirm: "Grant admin right",
        done: "Admin right granted",
        explain: "The account can use the admin pages and decide reports, delete pastes and disable accounts.",
        path: `${base}/admin`,
      };
  const remove: DecisionChoice = {
    button: "Delete",
    label: `Delete ${username}`,
    title: `Delete ${username}?`,
    confirm: "Delete account",
    done: "Account deleted",
    explain:
      "The account and everything of it are removed for good: its pastes, comments, stars, tokens and sessions. This cannot be undone.",
    danger: true,
    path: base,
    method: "DELETE",
  };
  if (isAdmin) return <ConfirmedDecisions choices={[adminRight]} />;
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
        adminRight,
        remove,
      ]}
    />
  );
}
