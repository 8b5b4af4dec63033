import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { ensureAvatar } from "../avatars/mutations";
import { db } from "../db/client";
import type { User } from "../db/generated/client";
import { notFound } from "../core/errors";
import { visiblePastesWhere } from "../pastes/access";
import { settingsFromStored } from "../settings/schema";
import { findUserByUsername } from "../users/queries";
import { legacyLanguageName } from "./languages";

// The original v2 user endpoints (/api/v2/user/…) over the same user data as v3.

/** The user of the original's GET /api/v2/user/:username. */
export interface V2User {
  _id: string;
  username: string;
  avatarUrl: string;
  /** The original hid the whole profile; ours hides the paste list (showAllPastesOnProfile). */
  publicProfile: boolean;
  defaultLang: string;
  /** Months in the original; we only know whether, so a supporter counts one. */
  supporterLength: number;
  contributor: boolean;
}

/** The original's full user, for the owner: starred paste ids and linked login providers. */
export interface V2SelfUser extends V2User {
  stars: string[];
  serviceIds: Record<string, string>;
}

const userNotFound = () => notFound("The user was not found.");

async function toV2User(user: User, origin: string): Promise<V2User> {
  const avatar = await ensureAvatar(user.id);
  return {
    _id: user.id,
    username: user.username,
    avatarUrl: `${origin}/api/v3/images/${avatar.id}`,
    publicProfile: user.showAllPastesOnProfile,
    defaultLang: legacyLanguageName(settingsFromStored(user.settings).defaultLanguage),
    supporterLength: user.isSupporter ? 1 : 0,
    contributor: user.isContributor,
  };
}

/** Any letter case; the original answered an empty JSON string. */
export async function v2UserExists(username: string): Promise<""> {
  if (!(await findUserByUsername(username))) throw userNotFound();
  return "";
}

/** Only users whose profile is public, like the original; others answer as missing. */
export async function getV2User(username: string, origin: string): Promise<V2User> {
  const user = await findUserByUsername(username);
  if (!user || !user.showAllPastesOnProfile) throw userNotFound();
  return toV2User(user, origin);
}

/** How many starred paste ids GET /api/v2/user lists. */
const V2_STARS_LISTED_MAX = 1000;

export async function getV2SelfUser(caller: Caller, origin: string): Promise<V2SelfUser> {
  const { id } = requireUser(caller, "user:read");
  const user = await db().user.findUnique({ where: { id } });
  if (!user) throw userNotFound();
  const [stars, accounts] = await Promise.all([
    db().star.findMany({
      where: { userId: id, paste: visiblePastesWhere(caller) },
      orderBy: { createdAt: "desc" },
      // Stars grow without end: the v2 answer keeps its shape with the newest ones (issue 40).
      take: V2_STARS_LISTED_MAX,
      select: { pasteId: true },
    }),
    db().account.findMany({ where: { userId: id }, orderBy: { createdAt: "asc" }, select: { provider: true, providerAccountId: true } }),
  ]);
  return {
    ...(await toV2User(user, origin)),
    stars: stars.map((star) => star.pasteId),
    serviceIds: Object.fromEntries(accounts.map((account) => [account.provider, account.providerAccountId])),
  };
}
