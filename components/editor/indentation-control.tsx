"use client";

import { useTranslations } from "next-intl";
import { useCallback, useId, useState } from "react";
import { detectIndentation, INDENT_WIDTHS, type Indentation, reindent } from "@/lib/editor/indentation";

/** Each pasty's indentation, by pasty key; pasties nobody changed use the settings' default. */
export function usePastyIndentation(defaults: Indentation) {
  const [chosen, setChosen] = useState<Record<string, Indentation>>({});
  const indentationOf = useCallback((key: string) => chosen[key] ?? defaults, [chosen, defaults]);
  const setIndentation = useCallback((key: string, value: Indentation) => setChosen((current) => ({ ...current, [key]: value })), []);
  return { indentationOf, setIndentation };
}

/**
 * The status bar's indentation: a disclosure with the pasty's unit and width (what Tab inserts,
 * how wide tabs show) and a button that converts the content's present indentation to them.
 */
export function IndentationControl({
  value,
  onChange,
  content,
  onConvert,
}: {
  value: Indentation;
  onChange: (value: Indentation) => void;
  content: string;
  onConvert: (converted: string) => void;
}) {
  const id = useId();
  const t = useTranslations("editor.indentation");
  const present = detectIndentation(content);
  const alreadyThere = !present || (present.unit === value.unit && (value.unit === "tabs" || present.width === value.width));
  return (
    <details className="indentation-control">
      <summary>
        {value.unit === "tabs" ? t("tabs") : t("spaces")}: {value.width}
        <span className="visually-hidden"> {t("ofThisPasty")}</span>
      </summary>
      <div className="indentation-options">
        <label htmlFor={`${id}-unit`}>{t("indentWith")}</label>
        <select
          id={`${id}-unit`}
          className="input"
          value={value.unit}
          onChange={(event) => onChange({ ...value, unit: event.target.value as Indentation["unit"] })}
        >
          <option value="spaces">{t("spaces")}</option>
          <option value="tabs">{t("tabs")}</option>
        </select>
        <label htmlFor={`${id}-width`}>{t("width")}</label>
        <select
          id={`${id}-width`}
          className="input"
          value={value.width}
          onChange={(event) => onChange({ ...value, width: Number(event.target.value) })}
        >
          {INDENT_WIDTHS.map((width) => (
            <option key={width} value={width}>
              {width}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-small"
          disabled={alreadyThere}
          onClick={() => present && onConvert(reindent(content, present, value))}
        >
          {t("convert")}
        </button>
      </div>
    </details>
  );
}
