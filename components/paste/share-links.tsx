"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { RelativeTime } from "@/components/ui/relative-time";
import { useToast } from "@/components/ui/toast";
import type { CreatedShareLinkDto, ShareLinkDto } from "@/lib/share-links/schema";
import { pasteApi } from "./paste-api";
import { QrCodeImage } from "./qr-code-image";
import { useBusyAction } from "./use-busy-action";

const EXPIRY_CHOICES = [
  ["never", "Never"],
  ["1h", "1 hour"],
  ["1d", "1 day"],
  ["1w", "1 week"],
  ["1m", "1 month"],
] as const;

/**
 * The owner's share links of a private paste: create one (its address and its QR code are shown this once),
 * see how much each was used, copy the new one, revoke any.
 */
export function ShareLinks({ pasteId }: { pasteId: string }) {
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
      toast("Link revoked", "info");
      await reload();
    });

  return (
    <>
      <Button small onClick={show}>
        Share links
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Share links">
        <p className="muted">
          Anyone with a link reads this paste without an account, while the link lasts; the paste stays private everywhere else. An
          encrypted paste also needs its password.
        </p>
        {fresh ? (
          <div className="share-link-fresh" role="status">
            <p>Copy the new link now: it is not shown again.</p>
            <code className="share-link-url">{fresh.url}</code>{" "}
            <CopyButton text={fresh.url} label="Copy link" copiedMessage="Link copied" />
            <QrCodeImage src={fresh.qrCode} alt="QR code of the new link" />
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
            Label
          </label>
          <input id="share-link-label" className="input" maxLength={64} value={label} onChange={(event) => setLabel(event.target.value)} />
          <label className="field-label" htmlFor="share-link-expiry">
            Expires after
          </label>
          <select id="share-link-expiry" className="input" value={expiresIn} onChange={(event) => setExpiresIn(event.target.value)}>
            {EXPIRY_CHOICES.map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
          <label className="field-label" htmlFor="share-link-views">
            At most this many views (empty: no limit)
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
            Create link
          </Button>
        </form>
        {links === null ? null : links.length === 0 ? (
          <p className="empty-state">No share links yet.</p>
        ) : (
          <ul className="share-link-list" aria-label="Share links">
            {links.map((link) => (
              <li key={link.id}>
                <span>
                  <strong>{link.label || "untitled link"}</strong> · <RelativeTime date={link.createdAt} prefix="created" /> ·{" "}
                  {link.expiresAt ? <RelativeTime date={link.expiresAt} prefix={link.active ? "expires" : "ended"} /> : "never expires"} ·{" "}
                  {link.views}
                  {link.maxViews === null ? "" : ` of ${link.maxViews}`} views{link.active ? "" : " · no longer works"}
                </span>
                <Button
                  small
                  variant="danger"
                  onClick={() => void revoke(link.id)}
                  disabled={busy}
                  aria-label={`Revoke ${link.label || "untitled link"}`}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
        {/* Escape closes it too, but a person on a phone or with a mouse needs a button to see. */}
        <div className="dialog-actions">
          <Button onClick={() => setOpen(false)}>Close</Button>
        </div>
      </Dialog>
    </>
  );
}
