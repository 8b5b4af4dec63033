import { changing } from "../changes/announce";
import type { Caller } from "../auth/caller";
import { requireUser } from "../auth/scopes";
import { db } from "../db/client";
import { badRequest } from "../core/errors";
import { checkSecretsBeforePublish } from "../secrets/policy";
import { keptReadablePaste, ownedPaste } from "./access";
import { readPasties } from "./content";
import { toPasteDto } from "./dto";
import type { WrittenPaste } from "./mutations";
import type { PasteLoad } from "./queries";
import type { PasteDto } from "./schema";

// The three switches of a paste (interface.md 3): star (any logged-in user), pin (owner, scope
// `user`), private (owner, scope `paste`). Each answers the updated paste, so the content is read
// (and an encrypted paste's key checked) before anything changes.

const include = { tags: { orderBy: { name: "asc" as const } } };

export async function toggleStar(caller: Caller, pasteId: string, key: string | null): Promise<PasteDto> {
  const user = requireUser(caller);
  // Starring needs only a login, but the answer is the paste: reading it needs paste:read.
  const paste = await starrablePaste(caller, pasteId);
  const pasties = await readPasties(paste, key);
  const updated = await writeStar(user.id, pasteId, (starred) => !starred);
  return toPasteDto(updated, pasties, caller);
}

/**
 * Stars (`true`) or unstars a paste whatever it was before: the Gist door's PUT and DELETE
 * /gists/:id/star, which GitHub's clients repeat safely. The rules are toggleStar's.
 */
export async function setStar(caller: Caller, pasteId: string, starred: boolean): Promise<void> {
  const user = requireUser(caller);
  await starrablePaste(caller, pasteId, { pasties: false });
  await writeStar(user.id, pasteId, () => starred);
}

async function starrablePaste(caller: Caller, pasteId: string, load?: PasteLoad) {
  const paste = await keptReadablePaste(caller, pasteId, load);
  // Stars are a list, and a burn-after-reading paste is in none.
  if (paste.burnAfterRead) throw badRequest("A burn-after-reading paste cannot be starred.");
  return paste;
}

/** Sets the user's star to what `wanted` says of the current one, in one transaction; the updated paste. */
function writeStar(userId: string, pasteId: string, wanted: (starred: boolean) => boolean) {
  return changing({ pasteId }, () =>
    db().$transaction(async (tx) => {
      const where = { userId_pasteId: { userId, pasteId } };
      const starred = (await tx.star.findUnique({ where })) !== null;
      // Tolerant of a concurrent request that got there first (two PUTs at once are both 204).
      if (starred && !wanted(starred)) await tx.star.deleteMany({ where: { userId, pasteId } });
      if (!starred && wanted(starred)) await tx.star.createMany({ data: { userId, pasteId }, skipDuplicates: true });
      // Counted rather than incremented, so concurrent toggles cannot drift the counter.
      const stars = await tx.star.count({ where: { pasteId } });
      return tx.paste.update({ where: { id: pasteId }, data: { stars }, include });
    }),
  );
}

export async function togglePinned(caller: Caller, pasteId: string, key: string | null): Promise<PasteDto> {
  const paste = await ownedPaste(caller, pasteId, "user");
  if (!paste.pinned && paste.private) throw badRequest("A private paste cannot be pinned.");
  if (!paste.pinned && paste.burnAfterRead) throw badRequest("A burn-after-reading paste cannot be pinned.");
  // A pin shows a paste to the owner's visitors, and the moderators hold this one back from them.
  if (!paste.pinned && paste.quarantinedAt) throw badRequest("A paste under review by the moderators cannot be pinned.");
  const pasties = await readPasties(paste, key);
  const updated = await changing({ pasteId }, () =>
    db().paste.update({ where: { id: pasteId }, data: { pinned: !paste.pinned }, include }),
  );
  return toPasteDto(updated, pasties, caller);
}

/** Making a private paste public publishes it: its pasties are checked for secrets first. */
export async function togglePrivate(caller: Caller, pasteId: string, key: string | null): Promise<WrittenPaste> {
  const paste = await ownedPaste(caller, pasteId, "paste");
  if (!paste.private && paste.pinned) throw badRequest("A pinned paste cannot be made private.");
  const pasties = await readPasties(paste, key);
  const found = paste.private
    ? await checkSecretsBeforePublish({ title: paste.title, tags: paste.tags.map((tag) => tag.name), pasties }, false)
    : { warnings: [], warningCounts: {}, scanned: true };
  const updated = await changing({ pasteId }, () =>
    db().$transaction(async (tx) => {
      // Made public, it needs no share links, and they must not come back if it is made private again
      // (the paste's own rows, as its deletion removes them: lib/share-links builds on pastes, not the reverse).
      if (paste.private) await tx.shareLink.deleteMany({ where: { pasteId } });
      return tx.paste.update({ where: { id: pasteId }, data: { private: !paste.private }, include });
    }),
  );
  return { ...toPasteDto(updated, pasties, caller), ...found };
}
