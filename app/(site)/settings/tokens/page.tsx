import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { ClientMessages } from "@/components/layout/client-messages";
import { RevokeTokenButton } from "@/components/settings/revoke-token-button";
import { SettingsSection } from "@/components/settings/settings-section";
import { TokenCreateForm } from "@/components/settings/token-create-form";
import { RelativeTime } from "@/components/ui/relative-time";
import { currentUser } from "@/lib/auth/current-user";
import { listAccessTokens } from "@/lib/auth/tokens";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings.titles"))("tokens") };
}

export default function TokensSettingsPage() {
  return (
    <ClientMessages pick={["site.request", "settings.tokens", "settings.common.cancel"]}>
      <TokensSettingsPageContent />
    </ClientMessages>
  );
}

async function TokensSettingsPageContent() {
  const user = await currentUser();
  if (!user) redirect("/login?next=/settings/tokens");
  const [tokens, t, common, locale] = await Promise.all([
    listAccessTokens(user.id),
    getTranslations("settings.tokens"),
    getTranslations("settings.common"),
    getLocale(),
  ]);
  return (
    <>
      <SettingsSection
        id="create-token-heading"
        title={t("create")}
        description={t.rich("createDescription", { code: (chunks) => <code>{chunks}</code> })}
      >
        <TokenCreateForm />
      </SettingsSection>

      <SettingsSection id="tokens-heading" title={t("yours")}>
        {tokens.length === 0 ? (
          <p className="empty-state">{t("none")}</p>
        ) : (
          <div className="table-scroll">
            <table className="token-table" data-testid="token-table">
              <thead>
                <tr>
                  <th scope="col">{t("description")}</th>
                  <th scope="col">{t("scopes")}</th>
                  <th scope="col">{t("created")}</th>
                  <th scope="col">{t("expires")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{common("actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {tokens.map((token) => (
                  <tr key={token.id} data-testid="token-row">
                    <td>
                      {token.description ? (
                        <span translate="no">{token.description}</span>
                      ) : (
                        <span className="muted">{t("noDescription")}</span>
                      )}
                      <div className="muted token-id">
                        <code>{token.id}</code>
                      </div>
                    </td>
                    <td>
                      <ul className="token-scopes" aria-label={t("scopes")}>
                        {token.scopes.map((scope) => (
                          <li key={scope} className="chip">
                            {scope}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      <RelativeTime date={token.createdAt} locale={locale} />
                    </td>
                    <td>{token.expiresAt ? <RelativeTime date={token.expiresAt} locale={locale} /> : common("never")}</td>
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
