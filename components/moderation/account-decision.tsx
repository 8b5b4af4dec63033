import { useTranslations } from "next-intl";
import { ConfirmedDecisions, type DecisionChoice } from "@/components/moderation/confirmed-decisions";

/** The words of each decision about an account, in the catalogue's admin.decisions. */
type AccountDecisionKey = "removeAdmin" | "makeAdmin" | "deleteAccount" | "enable" | "disable";

/**
 * The accounts page's decisions about one account (lib/moderation/admin-users.ts): disable or
 * enable it (not an admin's), grant or remove the admin right.
 */
export function AccountDecision({ username, disabled, isAdmin }: { username: string; disabled: boolean; isAdmin: boolean }) {
  const t = useTranslations("admin.decisions");
  const words = (key: AccountDecisionKey) => ({
    button: t(`${key}.button`),
    label: t(`${key}.label`, { username }),
    title: t(`${key}.title`, { username }),
    confirm: t(`${key}.confirm`),
    done: t(`${key}.done`),
    explain: t(`${key}.explain`),
  });
  const base = `/api/v3/admin/users/${encodeURIComponent(username)}`;
  const path = `${base}/${disabled ? "enable" : "disable"}`;
  const adminRight: DecisionChoice = isAdmin
    ? { ...words("removeAdmin"), danger: true, path: `${base}/admin`, method: "DELETE" }
    : { ...words("makeAdmin"), path: `${base}/admin` };
  const remove: DecisionChoice = { ...words("deleteAccount"), danger: true, path: base, method: "DELETE" };
  if (isAdmin) return <ConfirmedDecisions choices={[adminRight]} />;
  return (
    <ConfirmedDecisions
      choices={[disabled ? { ...words("enable"), path } : { ...words("disable"), danger: true, path }, adminRight, remove]}
    />
  );
}
