import type { Caller } from "../../auth/caller";
import { requireUser } from "../../auth/scopes";
import { type AuditRecord, logAuditRecord, recordAudit } from "../../audit/record";
import { changing } from "../../changes/announce";
import { AppError, notFound } from "../../core/errors";
import { db } from "../../db/client";
import { Prisma } from "../../db/generated/client";
import { forgetRenderingsInMemory } from "../../render/render";
import { forgetCodeImagesInMemory } from "../code-image";
import { purgeablePaste } from "../access";
import { iso } from "../dto";
import { currentVersion } from "../edits";
import { removePasteRepositories } from "../git-repository";
import { revisionPurged } from "../purged";
import type { PurgedRevision } from "../schema";

// Purging one revision (issue 46, item 2): a secret leaked in an old version is removed from the
// history for good, not only hidden. The version's history row stays as the marker ("a revision
// was purged on …", its number and dates) with its title, text and size emptied, so the version
// numbers of the edits after it, of comments and of the Gist API's commits stay as they were.
// Everything derived from the text goes too: the stored renderings (the current version's are
// rendered again on their next view), the images of its code held in memory, the cached answers and pages (the change announced, as an
// edit's), and the git repositories made from the history. A fork holds its own copy, which is
// the forker's; a clone made before is its holder's. The purge is in the audit log, by whoever did it.

const latestRefused = (latest: number) =>
  new AppError(
    "conflict",
    `Revision ${latest} is the paste's latest: it cannot be purged. Edit the paste to remove the text, then purge revision ${latest}.`,
  );

/**
 * Purges revision `revision` of the paste: its owner (with a recent second factor on an account
 * that has one) or an admin for a public paste. 409 for the latest revision, 404 for one never
 * made or no longer kept, 410 for one already purged.
 */
export async function purgeRevision(caller: Caller, pasteId: string, revision: number): Promise<PurgedRevision> {
  const paste = await purgeablePaste(caller, pasteId);
  const actor = requireUser(caller);
  const audit: AuditRecord = {
    action: "revision_purged",
    actor: { id: actor.id, username: actor.username },
    // The paste's current title: the purged version's own title goes with it.
    target: { type: "paste", id: paste.id, label: paste.title },
    note: `Revision ${revision}`,
    subjectUserId: paste.ownerId,
  };
  const purgedAt = new Date();
  const historyId = await changing({ pasteId: paste.id }, () =>
    db().$transaction(async (tx) => {
      // The paste's row lock, as an edit takes it: an edit made at the same time is numbered
      // before or after the purge, never beside it, and cannot fold the row away meanwhile.
      await tx.$executeRaw`SELECT 1 FROM pastes WHERE id = ${paste.id} FOR UPDATE`;
      const latest = await currentVersion(tx, paste.id);
      if (revision === latest) throw latestRefused(latest);
      const edit = await tx.pasteEdit.findUnique({
        where: { pasteId_version: { pasteId: paste.id, version: revision } },
        select: { id: true, purgedAt: true },
      });
      if (!edit) throw notFound(`Revision ${revision} of this paste is not kept (never made, or folded out of the history).`);
      if (edit.purgedAt) throw revisionPurged(revision, edit.purgedAt);
      await tx.pasteEdit.update({
        where: { id: edit.id },
        data: { purgedAt, title: "", pasties: Prisma.DbNull, encryptedPasties: null, e2e: Prisma.DbNull, bytes: 0 },
      });
      // Renderings are addressed by a hash of their text, not by version: all of the paste's go.
      await tx.renderedMarkup.deleteMany({ where: { pasteId: paste.id } });
      await recordAudit(tx, audit);
      return edit.id;
    }),
  );
  logAuditRecord(audit);
  // Only this process's; other instances' are found only by a hash of the text, and age out.
  forgetRenderingsInMemory();
  forgetCodeImagesInMemory();
  await removePasteRepositories(paste.id);
  return { revision, historyId, purgedAt: iso(purgedAt) };
}
