import { useTranslations } from "next-intl";
import type { RenderedHtml } from "@/lib/render/render";
import { noteText } from "@/lib/render/notes";
import { slotMarker } from "@/lib/render/slots";
import { useRenderWords } from "./render-words";

interface CodeViewProps {
  code: RenderedHtml;
  /** What this block's line links start with: none for a paste with one pasty, `<pastyId>-` otherwise. */
  anchorPrefix: string;
  wrap: boolean;
  label: string;
}

/**
 * Highlighted code (lib/render: escaped, one span per line, numbered by CSS). The HTML is filled
 * in by the server after React renders (lib/render/slots.ts), so the page carries it once.
 */
export function CodeView({ code, anchorPrefix, wrap, label }: CodeViewProps) {
  const t = useTranslations("paste.pasty");
  const words = useRenderWords();
  return (
    <>
      {code.note && (
        <p className="render-note">
          {noteText(code.note, words)}
          {code.provisional && (
            <>
              {" "}
              {/* An empty href is this very document: the reload works without script, in embeds too. */}
              {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
              <a href="">{t("reload")}</a>
            </>
          )}
        </p>
      )}
      {/* Code reads left to right on every page, a right-to-left one's too. */}
      <pre dir="ltr" className={wrap ? "code code-wrap" : "code"} data-anchor-prefix={anchorPrefix} aria-label={label} tabIndex={0}>
        <code dangerouslySetInnerHTML={{ __html: slotMarker(code) }} />
      </pre>
    </>
  );
}
