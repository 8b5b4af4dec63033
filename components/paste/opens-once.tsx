"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";

interface OpensOnceProps {
  /** Opens the paste (a server action: a same-origin POST) and answers it rendered, or why not. */
  open: () => Promise<{ opened: ReactNode } | { refused: string }>;
}

/**
 * The page of someone else's burn-after-reading paste. Link previews, prefetches and HEAD
 * requests fetch this page and see nothing of the paste; only the button, a POST, reads (and so
 * deletes) it, and its answer is the paste.
 */
export function OpensOnce({ open }: OpensOnceProps) {
  const t = useTranslations("reader.once");
  const [opened, setOpened] = useState<ReactNode>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  if (opened) return opened;
  const onOpen = () =>
    startTransition(async () => {
      try {
        const result = await open();
        if ("opened" in result) setOpened(result.opened);
        else setRefusal(result.refused);
      } catch {
        setRefusal(t("failed"));
      }
    });
  return (
    <section className="opens-once" aria-labelledby="opens-once-heading">
      <h1 id="opens-once-heading">{t("title")}</h1>
      <p>{t("text")}</p>
      {refusal ? (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <Button variant="primary" onClick={onOpen} disabled={pending}>
        {pending ? t("opening") : t("open")}
      </Button>
    </section>
  );
}
