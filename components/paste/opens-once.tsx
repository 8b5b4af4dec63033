"use client";

import { type ReactNode, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";

interface OpensOnceProps {
  /** Opens the paste (a server action: a same-origin POST) and answers it rendered. */
  open: () => Promise<ReactNode>;
}

/**
 * The page of someone else's burn-after-reading paste. Link previews, prefetches and HEAD
 * requests fetch this page and see nothing of the paste; only the button, a POST, reads (and so
 * deletes) it, and its answer is the paste.
 */
export function OpensOnce({ open }: OpensOnceProps) {
  const [opened, setOpened] = useState<ReactNode>(null);
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();
  if (opened) return opened;
  const onOpen = () =>
    startTransition(async () => {
      try {
        setOpened(await open());
      } catch {
        setFailed(true);
      }
    });
  return (
    <section className="opens-once" aria-labelledby="opens-once-heading">
      <h1 id="opens-once-heading">This paste can be read once</h1>
      <p>It will be deleted once you open it: nobody, you included, can open it again afterwards.</p>
      {failed ? (
        <p className="field-error" role="alert">
          It could not be opened: someone may have opened it already. Reload the page to check.
        </p>
      ) : null}
      <Button variant="primary" onClick={onOpen} disabled={pending}>
        {pending ? "Opening…" : "Open and delete it"}
      </Button>
    </section>
  );
}
