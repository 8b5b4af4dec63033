"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("admin.announcementsPage");
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
          {t("title")}
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
        label={t("content")}
        items={[
          {
            key: "write",
            label: t("write"),
            panel: (
              <div className="field">
                <label className="field-label" htmlFor={`${idPrefix}-content`}>
                  {t("contentLabel")}
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
                  {t("contentHint")}
                </p>
              </div>
            ),
          },
          {
            key: "preview",
            label: t("preview"),
            panel: (
              <div className="announcement-preview" data-testid="announcement-preview">
                {content.trim() ? <AnnouncementMarkdown content={content} /> : <p className="muted">{t("nothingToPreview")}</p>}
              </div>
            ),
          },
        ]}
      />
      <FormError message={error} />
      <div className="settings-actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t("saving") : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t("cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
