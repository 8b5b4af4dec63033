"use client";

import type { Settings } from "@/lib/settings/schema";
import { themeList } from "@/lib/settings/themes";
import { ChoiceGroup } from "./choice-group";
import { useSettings } from "./use-settings";

const themeChoices = themeList.map((theme) => ({ value: theme.id, label: theme.label, description: theme.description }));
const swatches = new Map(themeList.map((theme) => [theme.id as string, theme.swatch]));

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
        preview={(value) => {
          const [background, accent] = swatches.get(value)!;
          return (
            <span
              className="theme-swatch"
              style={{ background: `linear-gradient(135deg, ${background} 50%, ${accent} 50%)` }}
              aria-hidden="true"
            />
          );
        }}
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
