"use client";

import type { Settings } from "@/lib/settings/schema";
import { ChoiceGroup } from "./choice-group";
import { useSettings } from "./use-settings";

const unitChoices = [
  { value: "spaces", label: "Spaces" },
  { value: "tabs", label: "Tabs" },
] as const;

const widths = [1, 2, 3, 4, 5, 6, 7, 8];

export function BehaviourForm({
  initial,
  popularLanguages,
  allLanguages,
}: {
  initial: Settings;
  popularLanguages: string[];
  allLanguages: string[];
}) {
  const { settings, change } = useSettings(initial);
  return (
    <div className="settings-form">
      <div className="field">
        <label className="field-label" htmlFor="default-language">
          Default language
        </label>
        <select
          id="default-language"
          className="select settings-select"
          value={settings.defaultLanguage}
          onChange={(event) => void change({ defaultLanguage: event.target.value })}
          aria-describedby="default-language-hint"
        >
          <optgroup label="Popular">
            {popularLanguages.map((name) => (
              <option key={`popular-${name}`} value={name}>
                {name}
              </option>
            ))}
          </optgroup>
          <optgroup label="All languages">
            {allLanguages.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </optgroup>
        </select>
        <p className="hint" id="default-language-hint">
          The language a new paste starts with. Autodetect guesses it from the content.
        </p>
      </div>

      <ChoiceGroup
        name="defaultIndentationUnit"
        legend="Indent with"
        value={settings.defaultIndentationUnit}
        choices={unitChoices}
        onChange={(defaultIndentationUnit) => void change({ defaultIndentationUnit })}
      />

      <div className="field">
        <label className="field-label" htmlFor="indentation-width">
          Indentation width
        </label>
        <select
          id="indentation-width"
          className="select settings-select settings-select-narrow"
          value={settings.defaultIndentationWidth}
          onChange={(event) => void change({ defaultIndentationWidth: Number(event.target.value) })}
        >
          {widths.map((width) => (
            <option key={width} value={width}>
              {width}
            </option>
          ))}
        </select>
      </div>

      <div className="settings-checks">
        <label className="checkbox">
          <input type="checkbox" checked={settings.textWrap} onChange={(event) => void change({ textWrap: event.target.checked })} />
          <span>Wrap long lines</span>
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.copyLinkOnCreate}
            onChange={(event) => void change({ copyLinkOnCreate: event.target.checked })}
          />
          <span>Copy the link of a new paste when it is created</span>
        </label>
      </div>
    </div>
  );
}
