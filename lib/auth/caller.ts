// Who is making a request. Resolved once per request by lib/http and handed to domain
// functions, which decide access with it (see lib/<feature>/access.ts).

export const scopes = ["paste", "paste:read", "user", "user:read", "user:access_tokens"] as const;
export type Scope = (typeof scopes)[number];

export interface CallerUser {
  id: string;
  username: string;
  isAdmin: boolean;
}

export type Caller =
  | { kind: "anonymous" }
  | ({ kind: "user"; user: CallerUser; scopes: ReadonlySet<Scope> } & (
      | { via: "session" }
      // When the presented token stops working (null: never); it bounds the tokens it may create.
      | { via: "token"; tokenExpiresAt: Date | null }
    ));

export const anonymous: Caller = { kind: "anonymous" };
