import { isThemeId, type ThemeId } from "../settings/themes";

/**
 * `?theme=` of an embed, so it can match the site it sits in: any theme of lib/settings/themes.ts, else
 * null (the visitor's own theme).
 */
export function embedTheme(value: string | string[] | undefined): ThemeId | null {
  const name = Array.isArray(value) ? value[0] : value;
  return name !== undefined && isThemeId(name) ? name : null;
}
