"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { RelativeTime, TIME_SLOT } from "@/components/ui/relative-time";
import { useToast } from "@/components/ui/toast";
import type { CreatedShareLinkDto, ShareLinkDto } from "@/lib/share-links/schema";
import { pasteApi } from "./paste-api";
import { QrCodeImage } from "./qr-code-image";
import { useBusyAction } from "./use-busy-action";

const EXPIRY_CHOICES = ["never", "1h", "1d", "1w", "1m"] as const;

/**
 * The owner's share links of a private paste: create one (its address and its QR code are shown this once),
 * see how much each was used, copy the new one, revoke any.
 */
export function ShareLinks({ pasteId }: { pasteId: string }) {
  const t = useTranslations("reader.share");
  const locale = useLocale();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [links, setLinks] = useState<ShareLinkDto[] | null>(null);
  const [fresh, setFresh] = useState<CreatedShareLinkDto | null>(null);
  const [label, setLabel] = useState("");
  const [expiresIn, setExpiresIn] = useState("1w");
  const [maxViews, setMaxViews] = useState("");
  const { busy, run } = useBusyAction();

  const reload = async () => setLinks((await pasteApi<ShareLinkDto[]>(`${pasteId}/links`)) ?? []);

  const show = () => {
    setOpen(true);
    void run(reload);
  };

  const create = () =>
    run(async () => {
      const body = { label: label.trim() || undefined, expiresIn, maxViews: maxViews ? Number(maxViews) : undefined };
      setFresh(await pasteApi<CreatedShareLinkDto>(`${pasteId}/links`, { method: "POST", body: JSON.stringify(body) }));
      setLabel("");
      await reload();
    });

  const revoke = (linkId: string) =>
    run(async () => {
      await pasteApi(`${pasteId}/links/${linkId}`, { method: "DELETE" });
      if (fresh?.id === linkId) setFresh(null);
      toast(t("revoked"), "info");
      await reload();
    });

  return (
    <>
      <Button small onClick={show}>
        {t("open")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("title")}>
        <p className="muted">{t("intro")}</p>
        {fresh ? (
          <div className="share-link-fresh" role="status">
            <p>{t("fresh")}</p>
            <code className="share-link-url">{fresh.url}</code>{" "}
            <CopyButton text={fresh.url} label={t("copy")} copiedMessage={t("copied")} />
            <QrCodeImage src={fresh.qrCode} alt={t("qrAlt")} />
          </div>
        ) : null}
        <form
          className="share-link-form"
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <label className="field-label" htmlFor="share-link-label">
            {t("label")}
          </label>
          <input id="share-link-label" className="input" maxLength={64} value={label} onChange={(event) => setLabel(event.target.value)} />
          <label className="field-label" htmlFor="share-link-expiry">
            {t("expiresAfter")}
          </label>
          <select id="share-link-expiry" className="input" value={expiresIn} onChange={(event) => setExpiresIn(event.target.value)}>
            {EXPIRY_CHOICES.map((value) => (
              <option key={value} value={value}>
                {t(`expiry.${value}`)}
              </option>
            ))}
          </select>
          <label className="field-label" htmlFor="share-link-views">
            {t("maxViews")}
          </label>
          <input
            id="share-link-views"
            className="input"
            type="number"
            min={1}
            value={maxViews}
            onChange={(event) => setMaxViews(event.target.value)}
          />
          <Button type="submit" variant="primary" disabled={busy}>
            {t("create")}
          </Button>
        </form>
        {links === null ? null : links.length === 0 ? (
          <p className="empty-state">{t("none")}</p>
        ) : (
          <ul className="share-link-list" aria-label={t("list")}>
            {links.map((link) => (
              <li key={link.id}>
                <span>
                  {link.label ? <strong translate="no">{link.label}</strong> : <strong>{t("untitled")}</strong>} ·{" "}
                  <RelativeTime date={link.createdAt} label={t("created", { time: TIME_SLOT })} locale={locale} /> ·{" "}
                  {link.expiresAt ? (
                    <RelativeTime date={link.expiresAt} label={t(link.active ? "expires" : "ended", { time: TIME_SLOT })} locale={locale} />
                  ) : (
                    t("neverExpires")
                  )}{" "}
                  · {link.maxViews === null ? t("views", { views: link.views }) : t("viewsOf", { views: link.views, max: link.maxViews })}
                  {link.active ? "" : ` · ${t("inactive")}`}
                </span>
                <Button
                  small
                  variant="danger"
                  onClick={() => void revoke(link.id)}
                  disabled={busy}
                  aria-label={t("revokeLabel", { label: link.label || t("untitled") })}
                >
                  {t("revoke")}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {/* Escape closes it too, but a person on a phone or with a mouse needs a button to see. */}
        <div className="dialog-actions">
          <Button onClick={() => setOpen(false)}>{t("close")}</Button>
        </div>
      </Dialog>
    </>
  );
}
