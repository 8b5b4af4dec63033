import { z } from "zod";
import type { Caller, CallerUser } from "../auth/caller";
import { requireProof } from "../auth/second-factor/recent";
import { requireAdmin } from "../auth/scopes";
import { env } from "../core/env";
import { notFound } from "../core/errors";
import {
  type SettingKey,
  SETTING_DESCRIPTIONS,
  SETTING_KEYS,
  isSettingKey,
  settingsFromEnvironment,
} from "../instance-settings/definitions";
import { resetInstanceSetting, setInstanceSetting } from "../instance-settings/mutations";
import { readOverrides } from "../instance-settings/queries";
import { applyOverrides } from "../instance-settings/resolver";
import { requireAdminForPage } from "./access";

// The admins' door to the instance settings (/admin/settings and /api/v3/admin/settings): who may
// see and change them, and each setting as they are shown it. The settings themselves, their
// bounds and how every instance reads them are lib/instance-settings'.
//
// Admins only, with the `user` scope (an instance-wide write, like an invitation); a change from
// a browser wants the second factor proved in the last ten minutes on an account that has one
// (lib/auth/second-factor/recent.ts), so a session left signed in cannot open registration or turn
// the captcha off.

export const instanceSettingSchema = z.object({
  key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]),
  label: z.string(),
  about: z.string(),
  /** The environment variable it overrides, and that variable's value here. */
  envName: z.string(),
  envValue: z.union([z.string(), z.number()]),
  /** What holds now: the override's value, else the environment's. */
  value: z.union([z.string(), z.number()]),
  source: z.enum(["environment", "override"]),
  /** The override's: when it was set and by whom; null while the environment's value holds. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

export type InstanceSettingDto = z.infer<typeof instanceSettingSchema>;

export const settingParamsSchema = z.object({ key: z.string().max(64) });

const expectedUpdatedAt = z
  .string()
  .datetime({ offset: true })
  .nullable()
  .optional()
  .describe(
    "The updatedAt of the setting as you last saw it (null: the environment's value held). When given and the setting has changed since, the answer is 409 instead of overwriting another admin's change.",
  );

export const changeSettingSchema = z.strictObject({
  value: z.union([z.string().max(32), z.number()]).describe("The new value: a mode's name, or a whole number within the setting's bounds."),
  expectedUpdatedAt,
});

/** A reset's query: the override as you last saw it, as for a change. */
export const resetSettingSchema = z.object({
  expectedUpdatedAt: z
    .string()
    .datetime({ offset: true })
    .optional()
    .describe("The updatedAt of the override as you last saw it: 409 when it has changed since."),
});

function requireSettingsAdmin(caller: Caller): CallerUser {
  return requireAdmin(caller, "user", "change the instance's settings");
}

function knownKey(key: string): SettingKey {
  if (!isSettingKey(key)) throw notFound(`There is no instance setting ${JSON.stringify(key.slice(0, 64))}.`);
  return key;
}

const expectedDate = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

/** Every setting: what holds, where it comes from, who changed it when. */
export async function listInstanceSettings(caller: Caller): Promise<InstanceSettingDto[]> {
  requireSettingsAdmin(caller);
  const overrides = await readOverrides();
  const environment = settingsFromEnvironment(env());
  const effective = applyOverrides(environment, overrides);
  return SETTING_KEYS.map((key) => {
    // A stored value no longer valid is not what holds: it shows as the environment's.
    const override = overrides.find((row) => row.key === key && effective[key] === row.value) ?? null;
    return {
      key,
      ...SETTING_DESCRIPTIONS[key],
      envValue: environment[key],
      value: effective[key],
      source: override ? "override" : "environment",
      updatedAt: override?.updatedAt.toISOString() ?? null,
      updatedBy: override?.updatedBy ?? null,
    };
  });
}

/** /admin/settings' settings: missing (404) for everyone but an admin, as every admin page. */
export async function loadInstanceSettingsPage(caller: Caller): Promise<InstanceSettingDto[]> {
  requireAdminForPage(caller);
  return listInstanceSettings(caller);
}

/** Sets a setting's override: 400 naming the bound a value is outside, 409 when it changed meanwhile. */
export async function changeInstanceSetting(
  caller: Caller,
  key: string,
  input: z.infer<typeof changeSettingSchema>,
): Promise<InstanceSettingDto> {
  const admin = requireSettingsAdmin(caller);
  const settingKey = knownKey(key);
  requireProof(caller, "change-instance-settings");
  await setInstanceSetting({ actor: admin, key: settingKey, expected: expectedDate(input.expectedUpdatedAt) }, input.value);
  return settingOf(caller, settingKey);
}

/** Removes a setting's override: the environment's value holds again. */
export async function resetInstanceSettingOf(
  caller: Caller,
  key: string,
  input: z.infer<typeof resetSettingSchema>,
): Promise<InstanceSettingDto> {
  const admin = requireSettingsAdmin(caller);
  const settingKey = knownKey(key);
  requireProof(caller, "change-instance-settings");
  await resetInstanceSetting({ actor: admin, key: settingKey, expected: expectedDate(input.expectedUpdatedAt) });
  return settingOf(caller, settingKey);
}

async function settingOf(caller: Caller, key: SettingKey): Promise<InstanceSettingDto> {
  return (await listInstanceSettings(caller)).find((setting) => setting.key === key)!;
}
