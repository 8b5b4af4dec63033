"use client";

import { useTranslations } from "next-intl";

import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";

/** Switches a Markdown pasty between its rendering and its source; rendered by default. */
export function SourceToggle({ rendered, source, label }: { rendered: ReactNode; source: ReactNode; label: string }) {
  const [showSource, setShowSource] = useState(false);
  const t = useTranslations("paste.pasty");
  return (
    <>
      <div className="source-toggle">
        <Button small aria-pressed={showSource} onClick={() => setShowSource((current) => !current)}>
          {showSource ? t("showRendered", { name: label }) : t("showSource", { name: label })}
        </Button>
      </div>
      <div hidden={showSource}>{rendered}</div>
      <div hidden={!showSource}>{source}</div>
    </>
  );
}
