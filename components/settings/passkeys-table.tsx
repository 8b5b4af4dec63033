import { ScrollingTable } from "@/components/ui/scrolling-table";
import { RelativeTime } from "@/components/ui/relative-time";
import type { PasskeyInfo } from "@/lib/auth/passkeys/passkeys";
import { RemovePasskeyButton } from "./remove-passkey-button";

export function PasskeysTable({ passkeys }: { passkeys: PasskeyInfo[] }) {
  if (passkeys.length === 0) return <p className="empty-state">No passkeys yet.</p>;
  return (
    <ScrollingTable label="Passkeys" testId="passkeys-table" columns={["Name", "Added", "Last used"]} actions>
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
    </ScrollingTable>
  );
}
