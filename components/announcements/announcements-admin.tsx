"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { type ReactNode, useState } from "react";
import { useApiRequest } from "@/components/settings/save-settings";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { ANNOUNCEMENT_BANNER_DAYS } from "@/lib/announcements/banner";
import { type AnnouncementDraft, AnnouncementEditor } from "./announcement-editor";
import { AnnouncementMarkdown } from "./markdown";

export interface AdminAnnouncement {
  id: string;
  title: string;
  content: string;
  createdAt: string;
  /** When it was published, rendered on the server (RelativeTime, in the reader's words), so the client shows the same text. */
  created: ReactNode;
  current: boolean;
}

/** Publish, edit and delete announcements (admins). */
export function AnnouncementsAdmin({ announcements }: { announcements: AdminAnnouncement[] }) {
  const apiRequest = useApiRequest();
  const router = useRouter();
  const toast = useToast();
  const t = useTranslations("admin.announcementsPage");
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Remounts the publish form empty after a successful publish.
  const [formKey, setFormKey] = useState(0);

  async function publish(draft: AnnouncementDraft) {
    setBusy(true);
    setError(null);
    const result = await apiRequest("/api/v3/announcements", { method: "POST", json: draft });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setFormKey((key) => key + 1);
    toast(t("published"));
    router.refresh();
  }

  async function save(id: string, draft: AnnouncementDraft) {
    setBusy(true);
    setError(null);
    const result = await apiRequest(`/api/v3/announcements/${id}`, { method: "PATCH", json: draft });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setEditing(null);
    toast(t("saved"));
    router.refresh();
  }

  async function remove(id: string) {
    setBusy(true);
    const result = await apiRequest(`/api/v3/announcements/${id}`, { method: "DELETE" });
    setBusy(false);
    setDeleting(null);
    if (!result.ok) return toast(result.message, "error");
    toast(t("deleted"));
    router.refresh();
  }

  return (
    <>
      <section className="card settings-section" aria-labelledby="publish-heading">
        <header className="settings-section-head">
          <h2 id="publish-heading">{t("publishHeading")}</h2>
          <p className="muted">{t("intro", { days: ANNOUNCEMENT_BANNER_DAYS })}</p>
        </header>
        <div className="settings-section-body">
          <AnnouncementEditor
            key={formKey}
            idPrefix="new-announcement"
            initial={{ title: "", content: "" }}
            submitLabel={t("publish")}
            busy={busy && editing === null}
            error={editing === null ? error : null}
            onSubmit={publish}
          />
        </div>
      </section>

      <section className="card settings-section" aria-labelledby="announcements-heading">
        <header className="settings-section-head">
          <h2 id="announcements-heading">{t("list")}</h2>
        </header>
        <div className="settings-section-body">
          {announcements.length === 0 ? (
            <p className="empty-state">{t("empty")}</p>
          ) : (
            <ul className="announcement-list">
              {announcements.map((announcement) => (
                <li key={announcement.id} className="announcement-item" data-testid="announcement-item">
                  {editing === announcement.id ? (
                    <AnnouncementEditor
                      idPrefix={`edit-${announcement.id}`}
                      initial={announcement}
                      submitLabel={t("saveChanges")}
                      busy={busy}
                      error={error}
                      onSubmit={(draft) => void save(announcement.id, draft)}
                      onCancel={() => {
                        setEditing(null);
                        setError(null);
                      }}
                    />
                  ) : (
                    <>
                      <div className="announcement-item-head">
                        <h3 translate="no">{announcement.title}</h3>
                        {announcement.current ? <span className="badge">{t("onBanner")}</span> : null}
                      </div>
                      <p className="muted announcement-date">
                        {t.rich("publishedAt", {
                          time: () => announcement.created,
                        })}
                      </p>
                      {/* An admin's own words: read in their direction, left as written by the page's translation. */}
                      <div translate="no" dir="auto">
                        <AnnouncementMarkdown content={announcement.content} />
                      </div>
                      <div className="settings-actions">
                        <Button
                          small
                          onClick={() => {
                            setEditing(announcement.id);
                            setError(null);
                          }}
                          aria-label={t("editLabel", { title: announcement.title })}
                        >
                          {t("edit")}
                        </Button>
                        <Button
                          small
                          variant="danger"
                          onClick={() => setDeleting(announcement)}
                          aria-label={t("deleteLabel", { title: announcement.title })}
                        >
                          {t("delete")}
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title={t("deleteTitle")}
        confirmLabel={t("deleteConfirm")}
        cancelLabel={t("cancel")}
        onConfirm={() => deleting && void remove(deleting.id)}
        onCancel={() => setDeleting(null)}
        busy={busy}
      >
        <p>
          {t.rich("deleteText", {
            title: deleting?.title ?? "",
            strong: (chunks) => <strong translate="no">{chunks}</strong>,
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}
