"use client";

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export interface TabItem {
  key: string;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  items: TabItem[];
  label: string;
  initialKey?: string;
  onSelect?: (key: string) => void;
}

/**
 * WAI-ARIA tabs: arrow keys move between tabs, Home/End jump, only the selected tab is in the tab
 * order. Without JavaScript every panel shows one after another (the <noscript> rule), so the
 * content stays readable.
 */
export function Tabs({ items, label, initialKey, onSelect }: TabsProps) {
  const [selected, setSelected] = useState(initialKey ?? items[0]?.key);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const item = items[index];
    if (!item) return;
    setSelected(item.key);
    onSelect?.(item.key);
    tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className="tabs">
      <noscript>
        <style>{".tabs-list{display:none}.tab-panel[hidden]{display:block!important}"}</style>
      </noscript>
      <div role="tablist" aria-label={label} className="tabs-list">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            aria-selected={item.key === selected}
            tabIndex={item.key === selected ? 0 : -1}
            className="tab"
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          className="tab-panel"
          hidden={item.key !== selected}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
