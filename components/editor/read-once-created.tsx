"use client";

import { useEffect, useRef } from "react";
import { ButtonLink } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import type { Landing } from "@/lib/editor/landing";

const SECRET_NOTES = {
  password: "The reader also needs the password: send it another way than the link.",
  passphrase: "The reader also needs the passphrase: send it another way than the link.",
} as const;

/**
 * What the writer of a burn-after-reading paste sees instead of its page, which the first view
 * by anyone but its owner deletes (lib/editor/landing.ts): the link to send, as text rather than
 * a link to click, with Copy. It lives in this tab only; a reload brings back an empty editor.
 */
export function ReadOnceCreated({ landing }: { landing: Landing & { kind: "read-once" } }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: the news goes where the keyboard and screen reader are.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="read-once-created" aria-labelledby="read-once-created-heading" data-testid="read-once-created">
      <h2 id="read-once-created-heading" ref={heading} tabIndex={-1}>
        Paste created: it can be read once
      </h2>
      <p>
        {landing.writerMayView
          ? "Send this link to its reader. The first person other than you who opens it deletes it."
          : "Don’t open it yourself: send this link to its reader. The first person who opens it deletes it, you included."}
      </p>
      <div className="read-once-link">
        <code id="read-once-link">{landing.link}</code>
        <CopyButton text={landing.link} label="Copy link" copiedMessage="Link copied" variant="primary" small={false} />
      </div>
      {landing.readerSecret ? <p>{SECRET_NOTES[landing.readerSecret]}</p> : null}
      <p className="muted">This page shows the link only now: copy it before you leave.</p>
      <div className="read-once-actions">
        {landing.writerMayView ? <ButtonLink href={landing.path}>View it (your views do not delete it)</ButtonLink> : null}
        {/* A full load: the editor starts afresh rather than coming back to this confirmation. */}
        <ButtonLink href="/" variant="ghost">
          Write another paste
        </ButtonLink>
      </div>
    </section>
  );
}
