"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { SourceToggle } from "./source-toggle";

/**
 * A Mermaid pasty as its diagram, drawn in the browser (./mermaid.ts, imported when the page has
 * a diagram: no other page carries it), with its source a toggle away; a text mermaid cannot
 * draw shows its source with mermaid's reason.
 */
export function DiagramView({ source, name, code }: { source: string; name: string; code: ReactNode }) {
  const t = useTranslations("paste.pasty");
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <SourceToggle
      label={name}
      rendered={<Diagram source={source} label={t("diagram", { name })} onFailure={setFailure} />}
      source={code}
      sourceInstead={failure === null ? null : t("diagramFailed", { reason: failure })}
    />
  );
}

function Diagram({ source, label, onFailure }: { source: string; label: string; onFailure: (reason: string) => void }) {
  const t = useTranslations("paste.pasty");
  const drawing = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import("./mermaid").then(({ drawWhenShown }) => {
      if (left || !drawing.current) return;
      stop = drawWhenShown(drawing.current, source, { onDrawn: () => setDrawn(true), onFailure });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [source, onFailure]);

  return (
    <div className="diagram-view" role="region" aria-label={label} tabIndex={0}>
      {!drawn && <p className="render-note">{t("diagramDrawing")}</p>}
      {/* Filled with mermaid's SVG, out of React's hands. */}
      <div ref={drawing} className="diagram" />
    </div>
  );
}
