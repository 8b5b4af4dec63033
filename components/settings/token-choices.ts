// What the token form offers; the values are the API's (lib/auth/caller.ts, lib/core/expires-in.ts),
// their words the catalogue's (settings.tokens.scopeDescriptions and .expiry).

export const scopeChoices = ["paste", "paste:read", "user", "user:read", "user:access_tokens"] as const;

export const expiryChoices = ["1h", "2h", "10h", "1d", "2d", "1w", "1m", "1y", "never"] as const;
