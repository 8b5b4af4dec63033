"use client";

import type { Settings } from "@/lib/settings/schema";
import { ChoiceGroup } from "./choice-group";
import { useSettings } from "./use-settings";

const themeChoices = [
  { value: "system", label: "System", description: "Follow the operating system's light or dark mode." },
  { value: "light", label: "Light", description: "Dark text on a light background." },
  { value: "dark", label: "Dark", description: "Light text on a dark background." },
] as const;

const viewChoices = [
  { value: "tabbed", label: "Tabbed", description: "One tab per file of a paste." },
  { value: "stacked", label: "Stacked", description: "All files of a paste one below the other." },
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
        preview={(value) => <span className={`theme-swatch theme-swatch-${value}`} aria-hidden="true" />}
      />
      <ChoiceGroup
        name="pasteView"
        legend="Paste view"
        value={settings.pasteView}
        choices={viewChoices}
        onChange={(pasteView) => void change({ pasteView })}
      />
    </div>
  );
}
