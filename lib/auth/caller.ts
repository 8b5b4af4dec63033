// Who is making a request. Resolved once per request by lib/http and handed to domain
// functions, which decide access with it (see lib/<feature>/access.ts).

export const scopes = ["paste", "paste:read", "user", "user:read", "user:access_tokens"] as const;
export type Scope = (typeof scopes)[number];

export interface CallerUser {
  id: string;
  username: string;
  isAdmin: boolean;
}

/** What a request signed in by a session knows of that session, for the rules of lib/auth/second-factor. */
export interface SessionFacts {
  id: string;
  /** When this browser signed in (the session began): a recent sign-in is a proof of its own. */
  signedInAt: Date;
  /** When this browser last proved a second factor (null: never). */
  secondFactorAt: Date | null;
  /** Whether the account has a confirmed second factor. */
  hasSecondFactor: boolean;
}

export type Caller =
  | { kind: "anonymous" }
  | ({ kind: "user"; user: CallerUser; scopes: ReadonlySet<Scope> } &
      // The session is absent only for callers made up by tests and tooling: no recent second factor.
      (
        | { via: "session"; session?: SessionFacts }
        // When the presented token stops working (null: never); it bounds the tokens it may create.
        // Whether its account has a confirmed second factor, for REQUIRE_2FA (absent: none).
        | { via: "token"; tokenExpiresAt: Date | null; hasSecondFactor?: boolean }
      ));

export const anonymous: Caller = { kind: "anonymous" };
