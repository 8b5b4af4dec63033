import { ScrollingTable } from "@/components/ui/scrolling-table";
import { RelativeTime } from "@/components/ui/relative-time";
import { describeDevice } from "@/lib/auth/devices";
import type { SignInEntry } from "@/lib/auth/sign-in-history";

const METHODS: Record<string, string> = {
  password: "Password",
  passkey: "Passkey",
  github: "GitHub",
  gitlab: "GitLab",
  oidc: "OpenID Connect",
};
const SECOND_FACTORS: Record<string, string> = { totp: "authenticator code", recovery_code: "recovery code", passkey: "passkey" };

export function SignInHistory({ signIns }: { signIns: SignInEntry[] }) {
  if (signIns.length === 0) return <p className="empty-state">No sign-ins recorded yet.</p>;
  return (
    <ScrollingTable label="Recent sign-ins" testId="sign-in-table" columns={["When", "How", "Address", "Device", "Result"]}>
      {signIns.map((signIn, index) => (
        <tr key={`${signIn.at.toISOString()}-${index}`} data-testid="sign-in-row">
          <td>
            <RelativeTime date={signIn.at} />
          </td>
          <td>
            {METHODS[signIn.method] ?? signIn.method}
            {/* A passkey alone is both factors at once. */}
            {signIn.secondFactor && signIn.method !== signIn.secondFactor
              ? ` + ${SECOND_FACTORS[signIn.secondFactor] ?? signIn.secondFactor}`
              : null}
          </td>
          <td>{signIn.clientAddress || <span className="muted">unknown</span>}</td>
          <td>{describeDevice(signIn.userAgent)}</td>
          <td>{signIn.succeeded ? "Signed in" : <strong>Wrong second factor</strong>}</td>
        </tr>
      ))}
    </ScrollingTable>
  );
}
