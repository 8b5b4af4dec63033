import { type AuditRecord, logAuditRecord, recordAudit } from "../audit/record";
import { changing } from "../changes/announce";
import { AppError, notFound } from "../core/errors";
import { db } from "../db/client";
import { usernameKey } from "../users/username";
import type { ModerationActor } from "./disable-user";

// Granting and removing admin rights (the accounts page, the API, `npm run admin -- set-admin`):
// audited like every moderation decision. The last admin who can still sign in keeps the right,
// so an instance is never left with nobody to run it.

export async function setAdminRight(
  actor: ModerationActor,
  username: string,
  isAdmin: boolean,
  note: string,
): Promise<{ username: string; isAdmin: boolean }> {
  const user = await db().user.findUnique({
    where: { usernameKey: usernameKey(username) },
    select: { id: true, username: true, isAdmin: true },
  });
  if (!user) throw notFound(`There is no user called "${username}".`);
  if (user.isAdmin === isAdmin) return { username: user.username, isAdmin };
  const audit: AuditRecord = {
    action: isAdmin ? "admin_granted" : "admin_removed",
    actor,
    target: { type: "user", id: user.id, label: user.username },
    note,
    subjectUserId: user.id,
  };
  // Sessions and tokens carry the right: every instance's identity cache drops this user's.
  await changing({ userId: user.id }, () =>
    db().$transaction(async (tx) => {
      if (!isAdmin) {
        const others = await tx.user.count({ where: { isAdmin: true, disabledAt: null, id: { not: user.id } } });
        if (others === 0) throw new AppError("conflict", `${user.username} is the last admin: make someone else an admin first.`);
      }
      await tx.user.update({ where: { id: user.id }, data: { isAdmin } });
      await recordAudit(tx, audit);
    }),
  );
  logAuditRecord(audit);
  return { username: user.username, isAdmin };
}
