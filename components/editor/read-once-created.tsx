"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { ButtonLink } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import type { Landing } from "@/lib/editor/landing";

/**
 * What the writer of a burn-after-reading paste sees instead of its page, which the first view
 * by anyone but its owner deletes (lib/editor/landing.ts): the link to send, as text rather than
 * a link to click, with Copy. It lives in this tab only; a reload brings back an empty editor.
 */
export function ReadOnceCreated({ landing }: { landing: Landing & { kind: "read-once" } }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useTranslations("editor.readOnce");
  // The form this replaces had the focus: the news goes where the keyboard and screen reader are.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="read-once-created" aria-labelledby="read-once-created-heading" data-testid="read-once-created">
      <h2 id="read-once-created-heading" ref={heading} tabIndex={-1}>
        {t("heading")}
      </h2>
      <p>{landing.writerMayView ? t("sendSignedIn") : t("sendAnyone")}</p>
      <div className="read-once-link">
        <code id="read-once-link" dir="ltr">
          {landing.link}
        </code>
        <CopyButton text={landing.link} label={t("copyLink")} copiedMessage={t("linkCopied")} variant="primary" small={false} />
      </div>
      {landing.readerSecret ? <p>{t(landing.readerSecret)}</p> : null}
      <p className="muted">{t("onlyNow")}</p>
      <div className="read-once-actions">
        {landing.writerMayView ? <ButtonLink href={landing.path}>{t("view")}</ButtonLink> : null}
        {/* A full load: the editor starts afresh rather than coming back to this confirmation. */}
        <ButtonLink href="/" variant="ghost">
          {t("another")}
        </ButtonLink>
      </div>
    </section>
  );
}
