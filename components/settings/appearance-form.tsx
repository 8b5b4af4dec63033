"use client";

import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import type { Settings } from "@/lib/settings/schema";
import { themeList } from "@/lib/settings/themes";
import { ChoiceGroup } from "./choice-group";
import { useSettings } from "./use-settings";

const themeChoices = themeList.map((theme) => ({ value: theme.id, label: theme.label, description: theme.description }));
const swatches = new Map(themeList.map((theme) => [theme.id as string, theme.swatch]));
const schemeChoices = (scheme: "light" | "dark") =>
  themeList.filter((theme) => theme.scheme === scheme).map((theme) => ({ value: theme.id, label: theme.label }));
const systemLightChoices = schemeChoices("light");
const systemDarkChoices = schemeChoices("dark");

function ThemeSwatch({ theme, system }: { theme: string; system?: Pick<Settings, "systemLightTheme" | "systemDarkTheme"> }) {
  // System's swatch is the backgrounds of the two themes it follows.
  const [background, accent] = system
    ? [swatches.get(system.systemLightTheme)![0], swatches.get(system.systemDarkTheme)![0]]
    : swatches.get(theme)!;
  return (
    <span className="theme-swatch" style={{ background: `linear-gradient(135deg, ${background} 50%, ${accent} 50%)` }} aria-hidden="true" />
  );
}

const viewChoices = [
  { value: "tabbed", label: "Tabbed", description: "One tab per file of a paste." },
  { value: "stacked", label: "Stacked", description: "All files of a paste one below the other." },
] as const;

// Each language by its own name, so a reader who cannot read this page finds theirs.
const languageChoices = [
  { value: "auto", label: "The browser's", description: "As the browser asks, or as the footer's switcher chose." },
  ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
] as const;

export function AppearanceForm({ initial }: { initial: Settings }) {
  const { settings, change } = useSettings(initial);
  return (
    <div className="settings-form">
      <ChoiceGroup
        name="theme"
        legend="Theme"
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
            legend="When the system is light"
            value={settings.systemLightTheme}
            choices={systemLightChoices}
            onChange={(systemLightTheme) => void change({ systemLightTheme })}
            preview={(value) => <ThemeSwatch theme={value} />}
          />
          <ChoiceGroup
            name="systemDarkTheme"
            legend="When the system is dark"
            value={settings.systemDarkTheme}
            choices={systemDarkChoices}
            onChange={(systemDarkTheme) => void change({ systemDarkTheme })}
            preview={(value) => <ThemeSwatch theme={value} />}
          />
        </>
      ) : null}
      <ChoiceGroup
        name="pasteView"
        legend="Paste view"
        value={settings.pasteView}
        choices={viewChoices}
        onChange={(pasteView) => void change({ pasteView })}
      />
      <ChoiceGroup
        name="language"
        legend="Language of the pages"
        value={settings.language}
        choices={languageChoices}
        onChange={(language) => void change({ language })}
      />
    </div>
  );
}
