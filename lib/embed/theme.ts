import { type Settings, themes } from "../settings/schema";

/**
 * `?theme=` of an embed, so it can match the site it sits in: any theme of the settings' list
 * (lib/settings/schema.ts), else null (the visitor's own theme).
 */
export function embedTheme(value: string | string[] | undefined): Settings["theme"] | null {
  const name = Array.isArray(value) ? value[0] : value;
  return themes.find((theme) => theme === name) ?? null;
}
