"use client";

import { useEffect, useState } from "react";
import { previewMarkdown } from "./markdown-preview-action";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";

/** Write or Preview, above a Markdown pasty's editor. */
export function MarkdownModeSwitch({ previewing, onChange }: { previewing: boolean; onChange: (previewing: boolean) => void }) {
  return (
    <div className="markdown-mode-switch" role="group" aria-label="Markdown view">
      <button type="button" className="btn btn-small" aria-pressed={!previewing} onClick={() => onChange(false)}>
        Write
      </button>
      <button type="button" className="btn btn-small" aria-pressed={previewing} onClick={() => onChange(true)}>
        Preview
      </button>
    </div>
  );
}

type Preview = { state: "loading" } | { state: "ready"; html: string } | { state: "note"; note: string };

const LOADING: Preview = { state: "loading" };

/** The pasty's Markdown as the paste page will render it (the server renders it; HTML is safe). */
export function MarkdownPreview({ text }: { text: string }) {
  // The last answer, with the text it is for: a text changed since is loading until its answer.
  const [answer, setAnswer] = useState<{ text: string; preview: Preview } | null>(null);
  const preview = answer?.text === text ? answer.preview : LOADING;
  useEffect(() => {
    let current = true;
    previewMarkdown(text).then(
      (result) => {
        if (current)
          setAnswer({ text, preview: "html" in result ? { state: "ready", html: result.html } : { state: "note", note: result.note } });
      },
      () => {
        if (current) setAnswer({ text, preview: { state: "note", note: "The preview could not be loaded. Check your connection." } });
      },
    );
    return () => {
      current = false;
    };
  }, [text]);
  return (
    <section className="markdown-preview" aria-label="Markdown preview" aria-busy={preview.state === "loading"}>
      {preview.state === "loading" ? <p className="muted">Rendering the preview…</p> : null}
      {preview.state === "note" ? <p className="muted">{preview.note}</p> : null}
      {preview.state === "ready" ? <div className="markdown-body" dangerouslySetInnerHTML={{ __html: preview.html }} /> : null}
    </section>
  );
}
