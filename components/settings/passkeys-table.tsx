import { useLocale, useTranslations } from "next-intl";
import { ScrollingTable } from "@/components/ui/scrolling-table";
import { RelativeTime } from "@/components/ui/relative-time";
import type { PasskeyInfo } from "@/lib/auth/passkeys/passkeys";
import { RemovePasskeyButton } from "./remove-passkey-button";

export function PasskeysTable({ passkeys }: { passkeys: PasskeyInfo[] }) {
  const t = useTranslations("settings");
  const locale = useLocale();
  if (passkeys.length === 0) return <p className="empty-state">{t("passkeys.none")}</p>;
  return (
    <ScrollingTable
      label={t("security.passkeys")}
      testId="passkeys-table"
      columns={[t("passkeys.name"), t("passkeys.added"), t("passkeys.lastUsed")]}
      actions={t("common.actions")}
    >
      {passkeys.map((passkey) => (
        <tr key={passkey.id} data-testid="passkey-row">
          <td translate="no">{passkey.name}</td>
          <td>
            <RelativeTime date={passkey.createdAt} locale={locale} />
          </td>
          <td>{passkey.lastUsedAt ? <RelativeTime date={passkey.lastUsedAt} locale={locale} /> : t("common.never")}</td>
          <td className="token-actions">
            <RemovePasskeyButton id={passkey.id} name={passkey.name} />
          </td>
        </tr>
      ))}
    </ScrollingTable>
  );
}
