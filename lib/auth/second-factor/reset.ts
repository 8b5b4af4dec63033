import { logAuditRecord, recordAudit, type AuditRecord } from "../../audit/record";
import { announceChange } from "../../changes/announce";
import { db } from "../../db/client";
import { endPendingSignIns } from "./pending-sign-in";

// Account recovery when every second factor is lost (`npm run admin -- reset-2fa <username>`):
// the authenticator app, the passkeys, the recovery codes and any sign-in waiting for a second factor go; the
// password alone signs in again. In the audit log, in the same transaction.

export async function resetSecondFactors(
  actor: { id: string; username: string },
  user: { id: string; username: string },
  note = "",
): Promise<{ removed: number }> {
  const audit: AuditRecord = {
    action: "second_factors_reset",
    actor,
    target: { type: "user", id: user.id, label: user.username },
    note,
    subjectUserId: user.id,
  };
  const removed = await db().$transaction(async (tx) => {
    const apps = await tx.totpAuthenticator.deleteMany({ where: { userId: user.id, confirmedAt: { not: null } } });
    await tx.totpAuthenticator.deleteMany({ where: { userId: user.id } });
    const passkeys = await tx.passkey.deleteMany({ where: { userId: user.id } });
    await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
    await endPendingSignIns(tx, user.id);
    await recordAudit(tx, audit);
    return apps.count + passkeys.count;
  });
  await announceChange({ userId: user.id });
  logAuditRecord(audit);
  return { removed };
}
