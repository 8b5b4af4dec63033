"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { noteText, type RenderNote } from "@/lib/render/notes";
import { previewMarkdown } from "./markdown-preview-action";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";

/** Write or Preview, above a Markdown pasty's editor. */
export function MarkdownModeSwitch({ previewing, onChange }: { previewing: boolean; onChange: (previewing: boolean) => void }) {
  const t = useTranslations("editor.markdown");
  return (
    <div className="markdown-mode-switch" role="group" aria-label={t("view")}>
      <button type="button" className="btn btn-small" aria-pressed={!previewing} onClick={() => onChange(false)}>
        {t("write")}
      </button>
      <button type="button" className="btn btn-small" aria-pressed={previewing} onClick={() => onChange(true)}>
        {t("preview")}
      </button>
    </div>
  );
}

type Preview = { state: "loading" } | { state: "ready"; html: string } | { state: "note"; note: RenderNote } | { state: "failed" };

const LOADING: Preview = { state: "loading" };

/** The pasty's Markdown as the paste page will render it (the server renders it; HTML is safe). */
export function MarkdownPreview({ text }: { text: string }) {
  // The last answer, with the text it is for: a text changed since is loading until its answer.
  const [answer, setAnswer] = useState<{ text: string; preview: Preview } | null>(null);
  const t = useTranslations("editor.markdown");
  // Why the source would be shown instead (lib/render/notes.ts): always one of render.source's messages.
  const source = useTranslations("render.source");
  const units = useTranslations("site.units");
  const preview = answer?.text === text ? answer.preview : LOADING;
  useEffect(() => {
    let current = true;
    previewMarkdown(text).then(
      (result) => {
        if (current)
          setAnswer({ text, preview: "html" in result ? { state: "ready", html: result.html } : { state: "note", note: result.note } });
      },
      () => {
        if (current) setAnswer({ text, preview: { state: "failed" } });
      },
    );
    return () => {
      current = false;
    };
  }, [text]);
  return (
    <section className="markdown-preview" aria-label={t("previewLabel")} aria-busy={preview.state === "loading"}>
      {preview.state === "loading" ? <p className="muted">{t("rendering")}</p> : null}
      {preview.state === "failed" ? <p className="muted">{t("failed")}</p> : null}
      {preview.state === "note" ? (
        <p className="muted">
          {noteText(preview.note, {
            message: (key, values) => source(key.replace(/^source\./, "") as Parameters<typeof source>[0], values),
            units,
          })}
        </p>
      ) : null}
      {preview.state === "ready" ? <div className="markdown-body" dangerouslySetInnerHTML={{ __html: preview.html }} /> : null}
    </section>
  );
}
