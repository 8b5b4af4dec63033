import { changing } from "../changes/announce";
import { database, db } from "../db/client";
import { sql } from "../db/sql";
import { notFound, unauthorized } from "../core/errors";
import { expiryDate } from "../core/expires-in";
import { idPattern } from "../core/ids";
import { withUniqueId } from "../db/unique-id";
import { assertMayCreateAccessToken } from "./access";
import type { Caller, CallerUser, Scope } from "./caller";
import { scopes as knownScopes } from "./caller";
import { identityCache } from "./identity-cache";
import type { AccessTokenDto, CreateAccessTokenInput } from "./schema";
import { digestsEqual, newSecret, sha256Hex } from "./secret-hash";
import { isAdmin } from "../users/dto";
import { accessTokenPattern } from "../http/bearer";
import { requireProof } from "./second-factor/recent";
import { userHasSecondFactor } from "./second-factor/has-second-factor";
import { requireSecondFactorWhereRequired } from "./second-factor/required";

// Access tokens are `<8-char id>-<64 hex>`: the id finds the row, the secret is checked against
// its stored sha256 in constant time. The full token exists only in the creation response.

export async function createAccessToken(
  userId: string,
  input: CreateAccessTokenInput,
  now = new Date(),
): Promise<{ id: string; accessToken: string; expiresAt: string | null }> {
  const secret = newSecret();
  const expiresAt = expiryDate(input.expiresIn, now);
  const row = await withUniqueId((id) =>
    db().accessToken.create({
      data: {
        id,
        userId,
        secretHash: sha256Hex(secret),
        scopes: [...new Set(input.scopes)],
        description: input.description ?? "",
        createdAt: now,
        expiresAt,
      },
    }),
  );
  return { id: row.id, accessToken: `${row.id}-${secret}`, expiresAt: expiresAt?.toISOString() ?? null };
}

/**
 * POST /api/v3/auth/self/access_tokens: a token of the caller's own, within what the caller may
 * hand out (lib/auth/access.ts). An account that must set up a second factor first (REQUIRE_2FA)
 * gets none: a token would carry it past the requirement wherever it is checked on sessions only.
 */
export async function createOwnAccessToken(caller: Caller, input: CreateAccessTokenInput, now = new Date()) {
  const user = assertMayCreateAccessToken(caller, { scopes: input.scopes, expiresAt: expiryDate(input.expiresIn, now) });
  requireSecondFactorWhereRequired(caller);
  requireProof(caller, "create-access-token", now);
  return createAccessToken(user.id, input, now);
}

const invalidToken = () => unauthorized("The access token is not valid.");

/**
 * The user and scopes behind a presented token, and whether its account has a second factor
 * (REQUIRE_2FA holds tokens to it too); 401 for an unknown, malformed or expired one.
 */
export async function verifyAccessToken(
  token: string,
  now = new Date(),
): Promise<{ user: CallerUser; scopes: Set<Scope>; expiresAt: Date | null; hasSecondFactor: boolean }> {
  const match = accessTokenPattern.exec(token);
  if (!match) throw invalidToken();
  const [, id, secret] = match as unknown as [string, string, string];
  const row = await findToken(id);
  // Hash and compare even for a missing row, so the answer takes the same time either way.
  const presented = sha256Hex(secret);
  const stored = row?.secretHash ?? sha256Hex(`absent-${secret}`);
  if (!digestsEqual(presented, stored) || !row) throw invalidToken();
  if (row.expiresAt && row.expiresAt <= now) throw unauthorized("The access token has expired.");
  if (row.userDisabled) throw unauthorized("The account of this access token has been disabled.");
  return { user: row.user, scopes: new Set(row.scopes), expiresAt: row.expiresAt, hasSecondFactor: row.hasSecondFactor };
}

interface TokenRow {
  secretHash: string;
  /** The moderators disabled the account (lib/moderation/disable-user.ts): its tokens are refused. */
  userDisabled: boolean;
  expiresAt: Date | null;
  scopes: Scope[];
  user: CallerUser;
  hasSecondFactor: boolean;
}

/** A token and its user: one statement, and then a few seconds from memory (identity-cache.ts). */
async function findToken(id: string): Promise<TokenRow | null> {
  const cache = identityCache<TokenRow>("tokens");
  const cached = cache.get(id);
  if (cached) return cached;
  const mark = cache.mark();
  const [row] = await database().queryRows<{
    secretHash: string;
    expiresAt: Date | null;
    scopes: string[];
    userId: string;
    username: string;
    usernameKey: string;
    isAdmin: boolean;
    userDisabled: boolean;
    hasSecondFactor: boolean;
  }>(sql`
    SELECT t.secret_hash AS "secretHash", t.expires_at AS "expiresAt", t.scopes, u.id AS "userId",
           u.username, u.username_key AS "usernameKey", u.is_admin AS "isAdmin", u.disabled_at IS NOT NULL AS "userDisabled",
           ${userHasSecondFactor} AS "hasSecondFactor"
    FROM access_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.id = ${id}`);
  if (!row) return null;
  const token: TokenRow = {
    secretHash: row.secretHash,
    userDisabled: row.userDisabled,
    expiresAt: row.expiresAt,
    scopes: row.scopes.filter((scope): scope is Scope => (knownScopes as readonly string[]).includes(scope)),
    user: { id: row.userId, username: row.username, isAdmin: isAdmin(row) },
    hasSecondFactor: row.hasSecondFactor,
  };
  cache.set(id, row.userId, token, mark);
  return token;
}

/**
 * How many of an account's tokens its list shows, newest first: tokens are made one request at a
 * time without end, and no answer holds memory in proportion to what a user can grow (issue 40).
 */
export const TOKENS_LISTED_MAX = 200;

export async function listAccessTokens(userId: string): Promise<AccessTokenDto[]> {
  const rows = await db().accessToken.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, take: TOKENS_LISTED_MAX });
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    scopes: row.scopes as Scope[],
  }));
}

/** Deletes one of the user's own tokens; someone else's id is 404, never revealed to exist. */
export async function deleteAccessToken(userId: string, tokenId: string): Promise<void> {
  const notYours = () => notFound("The access token was not found.");
  if (!idPattern.test(tokenId)) throw notYours();
  const { count } = await changing({ userId }, () => db().accessToken.deleteMany({ where: { id: tokenId, userId } }));
  if (count === 0) throw notYours();
}

/** Removes expired tokens (they are already refused; this keeps the table small). */
export async function deleteExpiredAccessTokens(now = new Date()): Promise<number> {
  const { count } = await db().accessToken.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
