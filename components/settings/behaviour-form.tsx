"use client";

import { useTranslations } from "next-intl";
import type { Settings } from "@/lib/settings/schema";
import { ChoiceGroup } from "./choice-group";
import { useSettings } from "./use-settings";

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
  const t = useTranslations("settings.behaviour");
  const { settings, change } = useSettings(initial);
  const unitChoices = [
    { value: "spaces", label: t("spaces") },
    { value: "tabs", label: t("tabs") },
  ] as const;
  return (
    <div className="settings-form">
      <div className="field">
        <label className="field-label" htmlFor="default-language">
          {t("defaultLanguage")}
        </label>
        <select
          id="default-language"
          className="select settings-select"
          value={settings.defaultLanguage}
          onChange={(event) => void change({ defaultLanguage: event.target.value })}
          aria-describedby="default-language-hint"
        >
          <optgroup label={t("popular")}>
            {popularLanguages.map((name) => (
              <option key={`popular-${name}`} value={name} translate="no">
                {name}
              </option>
            ))}
          </optgroup>
          <optgroup label={t("allLanguages")}>
            {allLanguages.map((name) => (
              <option key={name} value={name} translate="no">
                {name}
              </option>
            ))}
          </optgroup>
        </select>
        <p className="hint" id="default-language-hint">
          {t("defaultLanguageHint")}
        </p>
      </div>

      <ChoiceGroup
        name="defaultIndentationUnit"
        legend={t("indentWith")}
        value={settings.defaultIndentationUnit}
        choices={unitChoices}
        onChange={(defaultIndentationUnit) => void change({ defaultIndentationUnit })}
      />

      <div className="field">
        <label className="field-label" htmlFor="indentation-width">
          {t("indentationWidth")}
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
          <span>{t("wrap")}</span>
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.copyLinkOnCreate}
            onChange={(event) => void change({ copyLinkOnCreate: event.target.checked })}
          />
          <span>{t("copyLink")}</span>
        </label>
      </div>
    </div>
  );
}
