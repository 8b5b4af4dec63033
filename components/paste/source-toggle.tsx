"use client";

import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";

/** Switches a Markdown pasty between its rendering and its source; rendered by default. */
export function SourceToggle({ rendered, source, label }: { rendered: ReactNode; source: ReactNode; label: string }) {
  const [showSource, setShowSource] = useState(false);
  return (
    <>
      <div className="source-toggle">
        <Button small aria-pressed={showSource} onClick={() => setShowSource((current) => !current)}>
          {showSource ? `Show rendered ${label}` : `Show source of ${label}`}
        </Button>
      </div>
      <div hidden={showSource}>{rendered}</div>
      <div hidden={!showSource}>{source}</div>
    </>
  );
}
