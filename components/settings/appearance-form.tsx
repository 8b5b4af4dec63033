"use client";

import { useTranslations } from "next-intl";
import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import type { Settings } from "@/lib/settings/schema";
import { type ThemeId, themeList } from "@/lib/settings/themes";
import { ChoiceGroup } from "./choice-group";
import { useSettings } from "./use-settings";

const swatches = new Map(themeList.map((theme) => [theme.id as string, theme.swatch]));

// Most themes are named by their makers ("Dracula", "Solarized Light"), in every language; these are words.
const WORDED_THEMES = new Set<ThemeId>(["system", "light", "dark"]);

function ThemeSwatch({ theme, system }: { theme: string; system?: Pick<Settings, "systemLightTheme" | "systemDarkTheme"> }) {
  // System's swatch is the backgrounds of the two themes it follows.
  const [background, accent] = system
    ? [swatches.get(system.systemLightTheme)![0], swatches.get(system.systemDarkTheme)![0]]
    : swatches.get(theme)!;
  return (
    <span className="theme-swatch" style={{ background: `linear-gradient(135deg, ${background} 50%, ${accent} 50%)` }} aria-hidden="true" />
  );
}

export function AppearanceForm({ initial }: { initial: Settings }) {
  const t = useTranslations("settings.appearance");
  const { settings, change } = useSettings(initial);
  const themeChoice = (theme: (typeof themeList)[number]) =>
    WORDED_THEMES.has(theme.id)
      ? { value: theme.id, label: t(`themeNames.${theme.id as "system" | "light" | "dark"}`) }
      : { value: theme.id, label: theme.label, ownName: true };
  const themeChoices = themeList.map((theme) => ({ ...themeChoice(theme), description: t(`themes.${theme.id}`) }));
  const schemeChoices = (scheme: "light" | "dark") => themeList.filter((theme) => theme.scheme === scheme).map(themeChoice);
  const viewChoices = [
    { value: "tabbed", label: t("tabbed"), description: t("tabbedDescription") },
    { value: "stacked", label: t("stacked"), description: t("stackedDescription") },
  ] as const;
  // Each language by its own name, so a reader who cannot read this page finds theirs.
  const languageChoices = [
    { value: "auto", label: t("browserLanguage"), description: t("browserLanguageDescription") },
    ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], ownName: true })),
  ] as const;
  return (
    <div className="settings-form">
      <ChoiceGroup
        name="theme"
        legend={t("theme")}
        value={settings.theme}
        choices={themeChoices}
        onChange={(theme) => void change({ theme })}
        preview={(value) => <ThemeSwatch theme={value} system={value === "system" ? settings : undefined} />}
      />
      {/* System's two themes, shown while it is the theme: the one in use changes the page at once. */}
      {settings.theme === "system" ? (
        <>
          <ChoiceGroup
            name="systemLightTheme"
            legend={t("systemLight")}
            value={settings.systemLightTheme}
            choices={schemeChoices("light")}
            onChange={(systemLightTheme) => void change({ systemLightTheme })}
            preview={(value) => <ThemeSwatch theme={value} />}
          />
          <ChoiceGroup
            name="systemDarkTheme"
            legend={t("systemDark")}
            value={settings.systemDarkTheme}
            choices={schemeChoices("dark")}
            onChange={(systemDarkTheme) => void change({ systemDarkTheme })}
            preview={(value) => <ThemeSwatch theme={value} />}
          />
        </>
      ) : null}
      <ChoiceGroup
        name="pasteView"
        legend={t("pasteView")}
        value={settings.pasteView}
        choices={viewChoices}
        onChange={(pasteView) => void change({ pasteView })}
      />
      <ChoiceGroup
        name="language"
        legend={t("language")}
        value={settings.language}
        choices={languageChoices}
        onChange={(language) => void change({ language })}
      />
    </div>
  );
}
