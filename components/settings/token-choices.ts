// What the token form offers; the values are the API's (lib/auth/caller.ts, lib/core/expires-in.ts).

export const scopeChoices = [
  { scope: "paste", description: "create, edit and delete your pastes (includes paste:read)" },
  { scope: "paste:read", description: "read your pastes, private ones too" },
  { scope: "user", description: "change your settings and profile (includes user:read)" },
  { scope: "user:read", description: "read your settings and tags" },
  { scope: "user:access_tokens", description: "list, create and revoke access tokens" },
] as const;

export const expiryChoices = [
  { value: "1h", label: "in 1 hour" },
  { value: "2h", label: "in 2 hours" },
  { value: "10h", label: "in 10 hours" },
  { value: "1d", label: "in 1 day" },
  { value: "2d", label: "in 2 days" },
  { value: "1w", label: "in 1 week" },
  { value: "1m", label: "in 1 month" },
  { value: "1y", label: "in 1 year" },
  { value: "never", label: "never" },
] as const;
