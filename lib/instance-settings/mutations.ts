import { type AuditRecord, logAuditRecord, recordAudit } from "../audit/record";
import { announceChange } from "../changes/announce";
import { env } from "../core/env";
import { AppError } from "../core/errors";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { type SettingKey, SETTING_DESCRIPTIONS, parseSettingValue, settingsFromEnvironment } from "./definitions";
import { reloadInstanceSettings } from "./resolver";

// An admin's change of an instance setting, or its reset to the environment's value: one
// transaction with its audit entry, then announced as a change of everything, so every instance
// reads the settings again at once (resolver.ts listens) and no cached page keeps the old ones
// (the captcha shows on the paste page).
//
// Two admins changing one setting at once: a change names the override it replaces (`expected`:
// its updatedAt, null for the environment's value), and one made against a value changed since
// is refused (409) rather than silently undoing the other admin's.

export interface SettingChange {
  actor: { id: string; username: string };
  key: SettingKey;
  /** The override this change replaces, as the admin saw it: its updatedAt, null for none; undefined: whatever is there. */
  expected?: Date | null;
}

const changedMeanwhile = (key: SettingKey) =>
  new AppError("conflict", `${SETTING_DESCRIPTIONS[key].label} was changed by someone else meanwhile: reload to see it.`);

/** Sets the override of `change.key` to `value` (400 with the reason when the value is not valid). */
export async function setInstanceSetting(change: SettingChange, value: unknown): Promise<void> {
  const parsed = parseSettingValue(change.key, value);
  if (!parsed.ok) throw new AppError("bad_request", parsed.message);
  await write(change, async (tx, audit) => {
    const data = {
      value: parsed.value as Prisma.InputJsonValue,
      updatedAt: new Date(),
      updatedById: change.actor.id,
      updatedByName: change.actor.username,
    };
    const previous = await tx.instanceSetting.findUnique({ where: { key: change.key } });
    // Saving the value the override holds already changes nothing, and logs nothing.
    if (previous?.value === parsed.value) return false;
    let count: number;
    if (change.expected === undefined) {
      await tx.instanceSetting.upsert({ where: { key: change.key }, create: { key: change.key, ...data }, update: data });
      count = 1;
    } else if (change.expected === null) {
      ({ count } = await tx.instanceSetting.createMany({ data: [{ key: change.key, ...data }], skipDuplicates: true }));
    } else {
      ({ count } = await tx.instanceSetting.updateMany({ where: { key: change.key, updatedAt: change.expected }, data }));
    }
    if (count === 0) throw changedMeanwhile(change.key);
    audit.note = `${shown(change.key, previous?.value)} → ${String(parsed.value)}`;
    return true;
  });
}

/** Removes the override of `change.key`: the environment's value holds again. */
export async function resetInstanceSetting(change: SettingChange): Promise<void> {
  await write(change, async (tx, audit) => {
    const previous = await tx.instanceSetting.findUnique({ where: { key: change.key } });
    const where = change.expected ? { key: change.key, updatedAt: change.expected } : { key: change.key };
    const { count } = await tx.instanceSetting.deleteMany({ where });
    if (count === 0 && (previous || change.expected)) throw changedMeanwhile(change.key);
    if (count === 0) return false; // nothing to reset: no entry, no announcement
    const environment = settingsFromEnvironment(env())[change.key];
    audit.note = `${shown(change.key, previous?.value)} → ${String(environment)} (reset to ${SETTING_DESCRIPTIONS[change.key].envName})`;
    return true;
  });
}

/** The value an override held, or the environment's when there was none. */
function shown(key: SettingKey, stored: Prisma.JsonValue | undefined): string {
  if (stored === undefined) return String(settingsFromEnvironment(env())[key]);
  return typeof stored === "string" ? stored : JSON.stringify(stored);
}

/** Runs `work` and, when it changed something, writes its audit entry in the same transaction and tells every instance. */
async function write(change: SettingChange, work: (tx: Prisma.TransactionClient, audit: AuditRecord) => Promise<boolean>): Promise<void> {
  const audit: AuditRecord = {
    action: "setting_changed",
    actor: change.actor,
    target: { type: "instance", id: "settings", label: change.key },
    subjectUserId: null,
  };
  const changed = await db().$transaction(async (tx) => {
    if (!(await work(tx, audit))) return false;
    await recordAudit(tx, audit);
    return true;
  });
  if (!changed) return;
  logAuditRecord(audit);
  await announceChange({ everything: true });
  // This instance has heard the change already; the answer waits for its new settings.
  await reloadInstanceSettings();
}
