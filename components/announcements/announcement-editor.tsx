"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { Tabs } from "@/components/ui/tabs";
import { AnnouncementMarkdown } from "./markdown";

export interface AnnouncementDraft {
  title: string;
  content: string;
}

/** Title and Markdown content with a Write / Preview switch; used to publish and to edit. */
export function AnnouncementEditor({
  idPrefix,
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial: AnnouncementDraft;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (draft: AnnouncementDraft) => void;
  onCancel?: () => void;
}) {
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ title: title.trim(), content: content.trim() });
  }

  return (
    <form className="settings-form announcement-editor" onSubmit={submit}>
      <div className="field">
        <label className="field-label" htmlFor={`${idPrefix}-title`}>
          Title
        </label>
        <input
          id={`${idPrefix}-title`}
          className="input"
          value={title}
          maxLength={200}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <Tabs
        label="Content"
        items={[
          {
            key: "write",
            label: "Write",
            panel: (
              <div className="field">
                <label className="field-label" htmlFor={`${idPrefix}-content`}>
                  Content (Markdown)
                </label>
                <textarea
                  id={`${idPrefix}-content`}
                  className="textarea announcement-textarea"
                  value={content}
                  maxLength={20_000}
                  required
                  rows={6}
                  onChange={(event) => setContent(event.target.value)}
                  aria-describedby={`${idPrefix}-content-hint`}
                />
                <p className="hint" id={`${idPrefix}-content-hint`}>
                  Markdown with tables and task lists; raw HTML is left out and images are not loaded.
                </p>
              </div>
            ),
          },
          {
            key: "preview",
            label: "Preview",
            panel: (
              <div className="announcement-preview" data-testid="announcement-preview">
                {content.trim() ? <AnnouncementMarkdown content={content} /> : <p className="muted">Nothing to preview yet.</p>}
              </div>
            ),
          },
        ]}
      />
      <FormError message={error} />
      <div className="settings-actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
