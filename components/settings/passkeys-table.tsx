import { RelativeTime } from "@/components/ui/relative-time";
import type { PasskeyInfo } from "@/lib/auth/passkeys/passkeys";
import { RemovePasskeyButton } from "./remove-passkey-button";

export function PasskeysTable({ passkeys }: { passkeys: PasskeyInfo[] }) {
  if (passkeys.length === 0) return <p className="empty-state">No passkeys yet.</p>;
  return (
    // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
    <div className="table-scroll" role="region" aria-label="Passkeys" tabIndex={0}>
      <table className="token-table" data-testid="passkeys-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Added</th>
            <th scope="col">Last used</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {passkeys.map((passkey) => (
            <tr key={passkey.id} data-testid="passkey-row">
              <td>{passkey.name}</td>
              <td>
                <RelativeTime date={passkey.createdAt} />
              </td>
              <td>{passkey.lastUsedAt ? <RelativeTime date={passkey.lastUsedAt} /> : "Never"}</td>
              <td className="token-actions">
                <RemovePasskeyButton id={passkey.id} name={passkey.name} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
