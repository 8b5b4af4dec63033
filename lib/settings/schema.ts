import { z } from "zod";
import { AUTODETECT } from "../languages/data";
import { findLanguage } from "../languages/resolve";
import { LOCALES } from "../i18n/locales";
import { defaultThemeSettings, themeIds, themeIdsOfScheme } from "./themes";

const defaultLanguage = z
  .string()
  .refine((name) => findLanguage(name) !== undefined, "defaultLanguage must be a known language name.")
  .transform((name) => findLanguage(name)!.name);

/**
 * The Settings of interface.md 2.11, every field validated (behaviour.md, "Settings"), and three of
 * Myst's own after them, flat strings like `theme`: which light and which dark theme "system"
 * shows as the operating system is light or dark (PasteMyst offers the same choice), and the
 * language of the pages ("auto": the browser's, lib/i18n/negotiate.ts).
 */
export const settingsSchema = z.strictObject({
  copyLinkOnCreate: z.boolean(),
  defaultIndentationUnit: z.enum(["spaces", "tabs"]),
  defaultIndentationWidth: z.number().int().min(1).max(8),
  defaultLanguage,
  pasteView: z.enum(["tabbed", "stacked"]),
  textWrap: z.boolean(),
  theme: z.enum(themeIds),
  systemLightTheme: z.enum(themeIdsOfScheme("light")),
  systemDarkTheme: z.enum(themeIdsOfScheme("dark")),
  language: z.enum(["auto", ...LOCALES]),
});
export type Settings = z.infer<typeof settingsSchema>;

/** PATCH sends any subset of the fields; unknown fields are refused. */
export const settingsPatchSchema = settingsSchema.partial();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const defaultSettings: Settings = {
  copyLinkOnCreate: false,
  defaultIndentationUnit: "spaces",
  defaultIndentationWidth: 4,
  defaultLanguage: AUTODETECT,
  pasteView: "tabbed",
  textWrap: true,
  ...defaultThemeSettings,
  language: "auto",
};

/**
 * Settings as stored (JSON) merged over the defaults; a stored value that no longer validates
 * (a theme that was removed, say) falls back to its default instead of breaking the page.
 */
export function settingsFromStored(stored: unknown): Settings {
  const result: Record<string, unknown> = { ...defaultSettings };
  if (stored && typeof stored === "object") {
    for (const [field, value] of Object.entries(stored as Record<string, unknown>)) {
      const parsed = settingsPatchSchema.safeParse({ [field]: value });
      if (parsed.success && field in defaultSettings) Object.assign(result, parsed.data);
    }
  }
  return result as Settings;
}

export const userSettingsSchema = z.strictObject({ showAllPastesOnProfile: z.boolean() });

/** PATCH /api/v3/settings/username. */
export const usernameChangeSchema = z.strictObject({ username: z.string() });
export type UserSettings = z.infer<typeof userSettingsSchema>;
