import { describe, expect, it } from "vitest";
import { parseEnv } from "../core/env";
import { loginMethods, loginProviders, suggestedUsernameFrom } from "./providers";

describe("login providers", () => {
  it("are off unless their settings are complete", () => {
    expect(loginMethods(parseEnv({}))).toEqual([]);
    expect(loginMethods(parseEnv({ GITHUB_CLIENT_ID: "id" }))).toEqual([]);
    expect(loginMethods(parseEnv({ OIDC_CLIENT_ID: "id", OIDC_CLIENT_SECRET: "s" }))).toEqual([]);
  });

  it("list every enabled provider with its name", () => {
    const settings = parseEnv({
      GITHUB_CLIENT_ID: "gh",
      GITHUB_CLIENT_SECRET: "gh-secret",
      GITLAB_CLIENT_ID: "gl",
      GITLAB_CLIENT_SECRET: "gl-secret",
      OIDC_ISSUER: "https://id.example/realms/main/",
      OIDC_CLIENT_ID: "oidc",
      OIDC_CLIENT_SECRET: "oidc-secret",
      OIDC_NAME: "Company SSO",
    });
    expect(loginMethods(settings)).toEqual([
      { id: "github", name: "GitHub" },
      { id: "gitlab", name: "GitLab" },
      { id: "oidc", name: "Company SSO" },
    ]);
    const oidc = loginProviders(settings).find((provider) => provider.id === "oidc") as { wellKnown?: string };
    expect(oidc.wellKnown).toBe("https://id.example/realms/main/.well-known/openid-configuration");
  });

  it("point GitLab at a self-hosted instance", () => {
    const settings = parseEnv({ GITLAB_CLIENT_ID: "gl", GITLAB_CLIENT_SECRET: "s", GITLAB_URL: "https://git.example/" });
    // next-auth merges a provider's `options` over its gitlab.com defaults when it loads it.
    const [gitlab] = loginProviders(settings) as unknown as { options: object }[];
    expect(gitlab!.options).toMatchObject({
      authorization: { url: "https://git.example/oauth/authorize" },
      token: "https://git.example/oauth/token",
      userinfo: "https://git.example/api/v4/user",
    });
  });

  it("suggest a valid username from the provider's profile", () => {
    expect(suggestedUsernameFrom({ login: "octo-cat" })).toBe("octo-cat");
    expect(suggestedUsernameFrom({ username: "gl.user" })).toBe("gl.user");
    expect(suggestedUsernameFrom({ preferred_username: "jane.doe@corp.example" })).toBe("jane.doe");
    expect(suggestedUsernameFrom({ name: "Jane Q. Doe" })).toBe("Jane_Q._Doe");
    expect(suggestedUsernameFrom({ name: "Ünïcödé", email: "u@x.example" })).toBe("ncd");
    expect(suggestedUsernameFrom({ email: "a-very-long-address-indeed@x.example" })).toHaveLength(20);
    expect(suggestedUsernameFrom(undefined)).toBe("");
  });
});
