import { useLocale, useTranslations } from "next-intl";
import { ScrollingTable } from "@/components/ui/scrolling-table";
import { RelativeTime } from "@/components/ui/relative-time";
import type { SessionEntry } from "@/lib/auth/session-list";
import { useDeviceName } from "./device-name";
import { EndSessionButton } from "./end-session-button";

export function SessionsTable({ sessions }: { sessions: SessionEntry[] }) {
  const t = useTranslations("settings");
  const locale = useLocale();
  const deviceName = useDeviceName();
  return (
    <ScrollingTable
      label={t("sessions.label")}
      testId="sessions-table"
      columns={[t("sessions.device"), t("sessions.address"), t("sessions.signedIn"), t("sessions.lastSeen")]}
      actions={t("common.actions")}
    >
      {sessions.map((session) => {
        const device = deviceName(session.userAgent);
        return (
          <tr key={session.id} data-testid="session-row" data-current={session.current ? "true" : undefined}>
            <td>
              <span title={session.userAgent}>{device.node}</span>
              {session.current ? <span className="chip">{t("sessions.thisBrowser")}</span> : null}
            </td>
            <td>{session.clientAddress || <span className="muted">{t("common.unknown")}</span>}</td>
            <td>
              <RelativeTime date={session.createdAt} locale={locale} />
            </td>
            <td>
              <RelativeTime date={session.lastSeenAt} locale={locale} />
            </td>
            <td className="token-actions">{session.current ? null : <EndSessionButton sessionId={session.id} device={device.text} />}</td>
          </tr>
        );
      })}
    </ScrollingTable>
  );
}
