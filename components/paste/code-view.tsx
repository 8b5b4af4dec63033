import { codeLinesHtml } from "@/lib/highlight/code-html";
import type { HighlightedLines } from "@/lib/highlight/highlight";

interface CodeViewProps {
  lines: HighlightedLines;
  anchorPrefix: string;
  wrap: boolean;
  label: string;
}

/** Highlighted, numbered code; lines are escaped by lib/highlight before they get here. */
export function CodeView({ lines, anchorPrefix, wrap, label }: CodeViewProps) {
  return (
    <pre className={wrap ? "code code-wrap" : "code"} data-anchor-prefix={anchorPrefix} aria-label={label} tabIndex={0}>
      <code dangerouslySetInnerHTML={{ __html: codeLinesHtml(lines, anchorPrefix) }} />
    </pre>
  );
}
