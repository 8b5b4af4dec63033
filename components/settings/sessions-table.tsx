import { RelativeTime } from "@/components/ui/relative-time";
import type { SessionEntry } from "@/lib/auth/session-list";
import { EndSessionButton } from "./end-session-button";

export function SessionsTable({ sessions }: { sessions: SessionEntry[] }) {
  return (
    // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
    <div className="table-scroll" role="region" aria-label="Signed-in browsers" tabIndex={0}>
      <table className="token-table" data-testid="sessions-table">
        <thead>
          <tr>
            <th scope="col">Device</th>
            <th scope="col">Address</th>
            <th scope="col">Signed in</th>
            <th scope="col">Last seen</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
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
              <td className="token-actions">
                {session.current ? null : <EndSessionButton sessionId={session.id} device={session.device} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
