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
import type { PasteDto } from "./schema";

// The three switches of a paste (interface.md 3): star (any logged-in user), pin (owner, scope
// `user`), private (owner, scope `paste`). Each answers the updated paste, so the content is read
// (and an encrypted paste's key checked) before anything changes.

const include = { tags: { orderBy: { name: "asc" as const } } };

export async function toggleStar(caller: Caller, pasteId: string, key: string | null): Promise<PasteDto> {
  const user = requireUser(caller);
  // Starring needs only a login, but the answer is the paste: reading it needs paste:read.
  const paste = await keptReadablePaste(caller, pasteId);
  // Stars are a list, and a burn-after-reading paste is in none.
  if (paste.burnAfterRead) throw badRequest("A burn-after-reading paste cannot be starred.");
  const pasties = await readPasties(paste, key);
  const updated = await changing({ pasteId }, () =>
    db().$transaction(async (tx) => {
      const where = { userId_pasteId: { userId: user.id, pasteId } };
      const starred = await tx.star.findUnique({ where });
      if (starred) await tx.star.delete({ where });
      else await tx.star.create({ data: { userId: user.id, pasteId } });
      // Counted rather than incremented, so concurrent toggles cannot drift the counter.
      const stars = await tx.star.count({ where: { pasteId } });
      return tx.paste.update({ where: { id: pasteId }, data: { stars }, include });
    }),
  );
  return toPasteDto(updated, pasties, caller);
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
