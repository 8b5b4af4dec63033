"use client";

import { useTranslations } from "next-intl";

import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";

interface SourceToggleProps {
  rendered: ReactNode;
  source: ReactNode;
  label: string;
  /** Why the rendering cannot be shown after all (a diagram mermaid could not draw): the source is shown with it. */
  sourceInstead?: string | null;
}

/** Switches a Markdown pasty (a table, a diagram) between its rendering and its source; rendered by default. */
export function SourceToggle({ rendered, source, label, sourceInstead = null }: SourceToggleProps) {
  const [showSource, setShowSource] = useState(false);
  const t = useTranslations("paste.pasty");
  const sourceShown = showSource || sourceInstead !== null;
  // The same elements in every state: the source's HTML is the server's (lib/render/slots.ts),
  // which an element made again in the browser would not have.
  return (
    <>
      <div className="source-toggle">
        {sourceInstead === null ? (
          <Button small aria-pressed={showSource} onClick={() => setShowSource((current) => !current)}>
            {showSource ? t("showRendered", { name: label }) : t("showSource", { name: label })}
          </Button>
        ) : (
          <p className="render-note" role="status">
            {sourceInstead}
          </p>
        )}
      </div>
      <div hidden={sourceShown}>{rendered}</div>
      <div hidden={!sourceShown}>{source}</div>
    </>
  );
}
