"use client";

import { pageKeyFragment } from "./address-key";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Code, Copy, Download, GitFork, History, Link, Lock, LockOpen, Pencil, Pin, PinOff, QrCode, Tags, Trash2 } from "lucide-react";
import { useState } from "react";
import { type PaletteAction, useRegisterPaletteActions } from "@/components/command-palette/registry";
import { useCaptcha, useCaptchaUnsolved } from "@/components/captcha/use-captcha";
import { Button, ButtonLink } from "@/components/ui/button";
import { copyText } from "@/components/ui/copy-button";
import { ReportPaste } from "@/components/moderation/report-paste";
import { reportUrlOf } from "@/lib/moderation/report-url";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { useToast } from "@/components/ui/toast";
import { useReaderOfSharedPage, useViewer } from "@/components/viewer/viewer";
import { embedSnippet } from "@/lib/embed/snippet";
import type { ActionAnswer, PasteAction } from "@/lib/pastes/paste-actions";
import { PasteApiError, pasteApi } from "./paste-api";
import { ShareLinks } from "./share-links";
import { ToolbarIcon } from "./toolbar-icon";
import { useBusyAction } from "./use-busy-action";

interface PasteToolbarProps {
  pasteId: string;
  stars: number;
  /** Null when the page was rendered for nobody: the reader's own (components/viewer), if any. */
  starred: boolean | null;
  /** Which actions can work for this paste and viewer, and why not (lib/pastes/paste-actions.ts): nothing else is offered. */
  actions: Record<PasteAction, ActionAnswer>;
  /** Whose delete it is: the owner's, or an admin's on someone else's paste (moderation). */
  isOwner: boolean;
  pinned: boolean;
  isPrivate: boolean;
  tags: string[];
  firstRawUrl: string;
  /** End-to-end encrypted: its link is whole only with its key (the page's fragment). */
  endToEnd: boolean;
  hasHistory: boolean;
  /** Where to go once the paste is deleted. */
  afterDelete: string;
  /** How long an owner's deleted paste waits in their recycle bin (RECYCLE_DAYS); 0: deleting is final. */
  recycleDays: number;
  /** The server asks visitors for a solved challenge (CAPTCHA): a signed-out reader's fork solves one first. */
  captcha: boolean;
}

/** The paste's actions: star, copy link/embed, download, clone, and for the owner the rest. */
export function PasteToolbar(props: PasteToolbarProps) {
  const { pasteId, actions: can } = props;
  const offers = (action: PasteAction) => can[action].offered;
  const router = useRouter();
  const toast = useToast();
  const t = useTranslations("paste.toolbar");
  const commands = useTranslations("paste.palette");
  const withheld = useTranslations("paste.withheld");
  const whyNot = (answer: ActionAnswer) => (answer.offered ? undefined : withheld(answer.why));
  const captchaUnsolved = useCaptchaUnsolved();
  const [stars, setStars] = useState(props.stars);
  const viewer = useReaderOfSharedPage();
  const [toggledStar, setToggledStar] = useState<boolean | null>(null);
  const starred = toggledStar ?? props.starred ?? viewer?.starred[pasteId] ?? null;
  const { busy, run } = useBusyAction();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [editingTags, setEditingTags] = useState(false);
  const [tagsText, setTagsText] = useState(props.tags.join(", "));
  const [tagsError, setTagsError] = useState<string | null>(null);

  // An E2E paste's link is only whole with its key (the fragment), which the page keeps once hidden.
  const pageUrl = () => `${window.location.origin}/${pasteId}${props.endToEnd ? pageKeyFragment() : ""}`;

  const copy = async (text: string, message: string) => toast((await copyText(text)) ? message : t("copyRefused"), "info");

  const toggleStar = () =>
    run(async () => {
      const paste = await pasteApi<{ stars: number }>(`${pasteId}/star`, { method: "POST" });
      setToggledStar(!starred);
      if (paste) setStars(paste.stars);
    });

  // A fork is the visitor's own copy that remembers this paste (lib/pastes/forks.ts). Readers who
  // never fork solve nothing: the challenge is solved when Fork is pressed.
  const signedOut = useViewer() === null;
  const forkCaptcha = useCaptcha(props.captcha && signedOut, { early: false });
  const fork = () =>
    run(async () => {
      const headers = await forkCaptcha().catch(() => {
        throw new PasteApiError(captchaUnsolved);
      });
      const forked = await pasteApi<{ id: string }>(`${pasteId}/fork`, { method: "POST", headers });
      if (!forked) return;
      toast(t("forked"));
      router.push(`/${forked.id}`);
    });

  const toggle = (what: "pin" | "private") =>
    run(async () => {
      await pasteApi(`${pasteId}/${what}`, { method: "POST" });
      router.refresh();
    });

  const saveTags = () =>
    run(async () => {
      const tags = tagsText
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean);
      try {
        await pasteApi(`${pasteId}/tags`, { method: "PATCH", body: JSON.stringify(tags) });
      } catch (error) {
        setTagsError(error instanceof Error ? error.message : String(error));
        return;
      }
      setEditingTags(false);
      setTagsError(null);
      router.refresh();
    });

  // The owner's delete keeps it in their bin; a moderator's is final (lib/pastes/mutations.ts deletePaste).
  const binned = props.isOwner && props.recycleDays > 0;
  const deletePaste = () =>
    run(async () => {
      await pasteApi(pasteId, { method: "DELETE" });
      toast(binned ? t("deletedToBin") : t("deleted"));
      router.push(props.afterDelete);
    });

  // Built afresh each render: the registry keeps the newest handlers and re-registers only when
  // the ids or labels change.
  const palette: PaletteAction[] = [
    { id: "paste-copy-link", label: commands("copyLink"), run: () => void copy(pageUrl(), t("linkCopied")) },
  ];
  if (offers("qr-code")) {
    palette.push({ id: "paste-qr-code", label: commands("qrCode"), run: () => router.push(`/${pasteId}/qr`) });
  }
  // The raw text is the server's copy, as the zip is: offered where the download is.
  if (offers("download")) {
    palette.push(
      { id: "paste-raw", label: commands("raw"), run: () => router.push(props.firstRawUrl) },
      { id: "paste-download", label: commands("download"), run: () => (window.location.href = `/api/v3/pastes/${pasteId}.zip`) },
    );
  }
  if (offers("clone")) palette.push({ id: "paste-clone", label: commands("clone"), run: () => router.push(`/?clone=${pasteId}`) });
  if (offers("fork")) palette.push({ id: "paste-fork", label: commands("fork"), run: () => void fork() });
  if (offers("compare")) {
    palette.push({
      id: "paste-compare",
      label: commands("compare"),
      run: () => router.push(`/compare?left=${pasteId}`),
    });
  }
  if (starred !== null && offers("star"))
    palette.push({ id: "paste-star", label: starred ? commands("unstar") : commands("star"), run: () => void toggleStar() });
  if (offers("edit")) palette.push({ id: "paste-edit", label: commands("edit"), run: () => router.push(`/${pasteId}/edit`) });
  useRegisterPaletteActions(palette);

  return (
    <div className="paste-toolbar" role="toolbar" aria-label={t("actions")}>
      <div className="toolbar-group" role="group" aria-label={t("forEveryone")}>
        {!offers("star") ? null : starred === null ? (
          <ButtonLink small href={`/login?next=${encodeURIComponent(`/${pasteId}`)}`} title={t("signInToStar")} data-viewer-part>
            ★ {stars}
          </ButtonLink>
        ) : (
          <Button
            small
            aria-pressed={starred}
            onClick={toggleStar}
            disabled={busy}
            aria-label={t(starred ? "unstar" : "star", { count: stars })}
          >
            {starred ? "★" : "☆"} {stars}
          </Button>
        )}
        <Button small className="icon-button" onClick={() => copy(pageUrl(), t("linkCopied"))}>
          <ToolbarIcon icon={Link} label={t("copyLink")} shown />
        </Button>
        {offers("qr-code") ? (
          <ButtonLink small className="icon-button" href={`/${pasteId}/qr`}>
            <ToolbarIcon icon={QrCode} label={t("qrCode")} />
          </ButtonLink>
        ) : null}
        {offers("embed") ? (
          <Button small className="icon-button" onClick={() => copy(embedSnippet(window.location.origin, pasteId), t("embedCopied"))}>
            <ToolbarIcon icon={Code} label={t("copyEmbed")} />
          </Button>
        ) : null}
        {offers("download") ? (
          <ButtonLink small className="icon-button" href={`/api/v3/pastes/${pasteId}.zip`} download>
            <ToolbarIcon icon={Download} label={t("download")} />
          </ButtonLink>
        ) : null}
        {offers("clone") ? (
          <ButtonLink small className="icon-button" href={`/?clone=${pasteId}`}>
            <ToolbarIcon icon={Copy} label={t("clone")} />
          </ButtonLink>
        ) : null}
        {offers("fork") ? (
          <Button small className="icon-button" onClick={fork} disabled={busy}>
            <ToolbarIcon icon={GitFork} label={t("fork")} shown={!offers("edit")} />
          </Button>
        ) : null}
        {props.hasHistory ? (
          <ButtonLink small className="icon-button" href={`/${pasteId}/history`}>
            <ToolbarIcon icon={History} label={t("history")} />
          </ButtonLink>
        ) : null}
        {offers("report") ? <ReportPaste reportUrl={reportUrlOf({ pasteId })} captcha={props.captcha} /> : null}
      </div>
      {offers("edit") ? (
        <div className="toolbar-group" role="group" aria-label={t("yours")}>
          <ButtonLink small variant="primary" className="icon-button" href={`/${pasteId}/edit`}>
            <ToolbarIcon icon={Pencil} label={t("edit")} shown />
          </ButtonLink>
          {shownOrFixable(can.pin) ? (
            <Button
              small
              className="icon-button"
              aria-pressed={props.pinned}
              onClick={() => toggle("pin")}
              disabled={busy || !can.pin.offered}
              title={whyNot(can.pin)}
            >
              <ToolbarIcon icon={props.pinned ? PinOff : Pin} label={props.pinned ? t("unpin") : t("pin")} />
            </Button>
          ) : null}
          {shownOrFixable(can.private) ? (
            <Button
              small
              className="icon-button"
              aria-pressed={props.isPrivate}
              onClick={() => toggle("private")}
              disabled={busy || !can.private.offered}
              title={whyNot(can.private)}
            >
              <ToolbarIcon icon={props.isPrivate ? LockOpen : Lock} label={props.isPrivate ? t("makePublic") : t("makePrivate")} />
            </Button>
          ) : null}
          {offers("tags") ? (
            <Button small className="icon-button" onClick={() => setEditingTags(true)}>
              <ToolbarIcon icon={Tags} label={t("tags")} />
            </Button>
          ) : null}
          <Dialog open={editingTags} onClose={() => setEditingTags(false)} title={t("editTags")}>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void saveTags();
              }}
            >
              <div className="field">
                <label className="field-label" htmlFor="paste-tags-input">
                  {t("tagsField")}
                </label>
                <input
                  id="paste-tags-input"
                  className="input"
                  value={tagsText}
                  onChange={(event) => setTagsText(event.target.value)}
                  aria-invalid={tagsError !== null}
                  aria-describedby={tagsError ? "paste-tags-error" : undefined}
                />
                <FormError id="paste-tags-error" message={tagsError} />
              </div>
              <div className="dialog-actions">
                <Button onClick={() => setEditingTags(false)}>{t("cancel")}</Button>
                <Button type="submit" variant="primary" disabled={busy}>
                  {t("saveTags")}
                </Button>
              </div>
            </form>
          </Dialog>
          {offers("share-links") ? <ShareLinks pasteId={pasteId} /> : null}
        </div>
      ) : null}
      {offers("delete") ? (
        <div className="toolbar-group" role="group" aria-label={t("deleteGroup")}>
          <Button small variant="danger" className="icon-button" onClick={() => setConfirmDelete(true)}>
            <ToolbarIcon icon={Trash2} label={props.isOwner ? t("delete") : t("deleteAsAdmin")} />
          </Button>
          <ConfirmDialog
            open={confirmDelete}
            title={t("deleteTitle")}
            confirmLabel={t("deleteConfirm")}
            cancelLabel={t("cancel")}
            busy={busy}
            onCancel={() => setConfirmDelete(false)}
            onConfirm={() => {
              setConfirmDelete(false);
              void deletePaste();
            }}
          >
            <p>
              {props.isOwner ? "" : `${t("deleteAsAdminNote")} `}
              {binned
                ? t.rich("deleteNoteBinned", { days: props.recycleDays, bin: (chunks) => <a href="/settings/bin">{chunks}</a> })
                : t("deleteNote")}
            </p>
          </ConfirmDialog>
        </div>
      ) : null}
    </div>
  );
}

/** Offered, or withheld for a reason the owner can lift with another switch (then shown disabled, saying why). */
function shownOrFixable(answer: ActionAnswer): boolean {
  return answer.offered || answer.fixable;
}
