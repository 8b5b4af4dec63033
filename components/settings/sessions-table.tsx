import { ScrollingTable } from "@/components/ui/scrolling-table";
import { RelativeTime } from "@/components/ui/relative-time";
import type { SessionEntry } from "@/lib/auth/session-list";
import { EndSessionButton } from "./end-session-button";

export function SessionsTable({ sessions }: { sessions: SessionEntry[] }) {
  return (
    <ScrollingTable label="Signed-in browsers" testId="sessions-table" columns={["Device", "Address", "Signed in", "Last seen"]} actions>
      {sessions.map((session) => (
        <tr key={session.id} data-testid="session-row" data-current={session.current ? "true" : undefined}>
          <td>
            <span title={session.userAgent}>{session.device}</span>
            {session.current ? <span className="chip">This browser</span> : null}
          </td>
          <td>{session.clientAddress || <span className="muted">unknown</span>}</td>
          <td>
            <RelativeTime date={session.createdAt} />
          </td>
          <td>
            <RelativeTime date={session.lastSeenAt} />
          </td>
          <td className="token-actions">{session.current ? null : <EndSessionButton sessionId={session.id} device={session.device} />}</td>
        </tr>
      ))}
    </ScrollingTable>
  );
}
