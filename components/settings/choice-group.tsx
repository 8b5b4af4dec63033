"use client";

import { type ReactNode, useId } from "react";

interface Choice<V extends string> {
  value: V;
  label: string;
  description?: string;
  /** The label is a name, the same in every language (a theme's, a language's own): translate="no". */
  ownName?: boolean;
}

/** Radio buttons drawn as selectable cards; the arrow keys move between them as radios do. */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  value,
  choices,
  onChange,
  preview,
}: {
  name: string;
  legend: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  preview?: (value: V) => ReactNode;
}) {
  const baseId = useId();
  return (
    <fieldset className="choice-group">
      <legend className="field-label">{legend}</legend>
      <div className="choice-options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice-card">
            {/* Named by the label alone; the description is read as its description. */}
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-labelledby={`${baseId}-${choice.value}-label`}
              aria-describedby={choice.description ? `${baseId}-${choice.value}-description` : undefined}
            />
            {preview ? preview(choice.value) : null}
            <span className="choice-text">
              <span className="choice-label" id={`${baseId}-${choice.value}-label`} translate={choice.ownName ? "no" : undefined}>
                {choice.label}
              </span>
              {choice.description ? (
                <span className="choice-description" id={`${baseId}-${choice.value}-description`}>
                  {choice.description}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
