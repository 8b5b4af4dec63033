import type { Provider } from "next-auth/providers/index";
import GitHubProvider from "next-auth/providers/github";
import GitLabProvider from "next-auth/providers/gitlab";
import type { Env } from "../core/env";
import { suggestUsername } from "../users/username";

// The external login providers, each switched on by its settings. next-auth runs the OAuth /
// OpenID Connect exchange (state, PKCE, nonce); what it learns is turned into our own session
// by lib/auth/provider-login.ts.

export interface LoginMethod {
  id: string;
  name: string;
}

type Settings = Pick<
  Env,
  | "GITHUB_CLIENT_ID"
  | "GITHUB_CLIENT_SECRET"
  | "GITLAB_CLIENT_ID"
  | "GITLAB_CLIENT_SECRET"
  | "GITLAB_URL"
  | "OIDC_ISSUER"
  | "OIDC_CLIENT_ID"
  | "OIDC_CLIENT_SECRET"
  | "OIDC_NAME"
>;

type Profile = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** A username suggestion from a provider's profile (GitHub login, GitLab username, OIDC claims). */
export function suggestedUsernameFrom(profile: Profile | undefined): string {
  if (!profile) return "";
  return suggestUsername(
    text(profile.login),
    text(profile.username),
    text(profile.preferred_username),
    text(profile.nickname),
    text(profile.name),
    text(profile.email),
  );
}

export function loginProviders(settings: Settings): Provider[] {
  const providers: Provider[] = [];
  if (settings.GITHUB_CLIENT_ID && settings.GITHUB_CLIENT_SECRET) {
    providers.push(GitHubProvider({ clientId: settings.GITHUB_CLIENT_ID, clientSecret: settings.GITHUB_CLIENT_SECRET }));
  }
  if (settings.GITLAB_CLIENT_ID && settings.GITLAB_CLIENT_SECRET) {
    const base = settings.GITLAB_URL.replace(/\/$/, "");
    providers.push(
      GitLabProvider({
        clientId: settings.GITLAB_CLIENT_ID,
        clientSecret: settings.GITLAB_CLIENT_SECRET,
        authorization: { url: `${base}/oauth/authorize`, params: { scope: "read_user" } },
        token: `${base}/oauth/token`,
        userinfo: `${base}/api/v4/user`,
      }),
    );
  }
  if (settings.OIDC_ISSUER && settings.OIDC_CLIENT_ID && settings.OIDC_CLIENT_SECRET) {
    const issuer = settings.OIDC_ISSUER.replace(/\/$/, "");
    providers.push({
      id: "oidc",
      name: settings.OIDC_NAME,
      type: "oauth",
      wellKnown: `${issuer}/.well-known/openid-configuration`,
      authorization: { params: { scope: "openid profile email" } },
      idToken: true,
      checks: ["pkce", "state", "nonce"],
      // Many providers keep profile claims (preferred_username, name, email) out of the ID token
      // and serve them from the userinfo endpoint; merge both, the subject from the verified ID token.
      userinfo: {
        async request({ tokens, client }) {
          // next-auth hands over openid-client's TokenSet, typed as its plain parameters.
          const tokenSet = tokens as unknown as { claims(): Profile } & Parameters<typeof client.userinfo>[0];
          const claims = tokenSet.claims();
          try {
            return { ...(await client.userinfo(tokenSet)), ...claims };
          } catch {
            return claims; // no userinfo endpoint, or it failed: the ID token is enough
          }
        },
      },
      clientId: settings.OIDC_CLIENT_ID,
      clientSecret: settings.OIDC_CLIENT_SECRET,
      profile: (profile: Profile) => ({
        id: String(profile.sub),
        name: text(profile.name) ?? null,
        email: text(profile.email) ?? null,
      }),
    });
  }
  return providers;
}

export function loginMethods(settings: Settings): LoginMethod[] {
  return loginProviders(settings).map((provider) => ({ id: provider.id, name: provider.name }));
}
