import { db } from "../db/client";
import type { SettingKey } from "./definitions";

/** An override as stored: its value is checked again where it is read (resolver.ts). */
export interface StoredOverride {
  key: string;
  value: unknown;
  updatedAt: Date;
  updatedBy: string;
}

/** Every override, one statement: what each instance reads at most once in RESOLVER_MAX_AGE_MS. */
export async function readOverrides(): Promise<StoredOverride[]> {
  const rows = await db().instanceSetting.findMany({ orderBy: { key: "asc" } });
  return rows.map((row) => ({ key: row.key, value: row.value, updatedAt: row.updatedAt, updatedBy: row.updatedByName }));
}

export async function readOverride(key: SettingKey): Promise<StoredOverride | null> {
  const row = await db().instanceSetting.findUnique({ where: { key } });
  return row && { key: row.key, value: row.value, updatedAt: row.updatedAt, updatedBy: row.updatedByName };
}
