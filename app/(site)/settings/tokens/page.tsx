import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RevokeTokenButton } from "@/components/settings/revoke-token-button";
import { SettingsSection } from "@/components/settings/settings-section";
import { TokenCreateForm } from "@/components/settings/token-create-form";
import { RelativeTime } from "@/components/ui/relative-time";
import { currentUser } from "@/lib/auth/current-user";
import { listAccessTokens } from "@/lib/auth/tokens";

export const metadata: Metadata = { title: "Access tokens" };

export default async function TokensSettingsPage() {
  const user = await currentUser();
  if (!user) redirect("/login?next=/settings/tokens");
  const tokens = await listAccessTokens(user.id);
  return (
    <>
      <SettingsSection
        id="create-token-heading"
        title="Create an access token"
        description={
          <>
            Programs send it as <code>Authorization: Bearer &lt;token&gt;</code> to the v3 API.
          </>
        }
      >
        <TokenCreateForm />
      </SettingsSection>

      <SettingsSection id="tokens-heading" title="Your tokens">
        {tokens.length === 0 ? (
          <p className="empty-state">No access tokens yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="token-table" data-testid="token-table">
              <thead>
                <tr>
                  <th scope="col">Description</th>
                  <th scope="col">Scopes</th>
                  <th scope="col">Created</th>
                  <th scope="col">Expires</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {tokens.map((token) => (
                  <tr key={token.id} data-testid="token-row">
                    <td>
                      {token.description || <span className="muted">No description</span>}
                      <div className="muted token-id">
                        <code>{token.id}</code>
                      </div>
                    </td>
                    <td>
                      <ul className="token-scopes" aria-label="Scopes">
                        {token.scopes.map((scope) => (
                          <li key={scope} className="chip">
                            {scope}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      <RelativeTime date={token.createdAt} />
                    </td>
                    <td>{token.expiresAt ? <RelativeTime date={token.expiresAt} /> : "Never"}</td>
                    <td className="token-actions">
                      <RevokeTokenButton id={token.id} description={token.description} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SettingsSection>
    </>
  );
}
