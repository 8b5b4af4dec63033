"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { type LineRange, markedLines, subscribeToMarkedLines } from "@/components/paste/line-links";
import { pasteApi } from "@/components/paste/paste-api";
import { useBusyAction } from "@/components/paste/use-busy-action";
import { Button } from "@/components/ui/button";
import type { CommentPlace } from "@/lib/end-to-end/format";
import { CommentBodyField } from "./comment-body-field";
import { useLinesLabel } from "./comment-parts";

export interface ComposerPasty {
  id: string;
  /** What the page calls it, in the reader's words (lib/pastes/names.ts, pastyLabelIn). */
  name: string;
  /** Its name is the title someone wrote (left untranslated), not its place in the page's words. */
  titled: boolean;
  lines: number;
  /** Its line links' prefix (components/paste/code-view.tsx lineAnchorPrefix). */
  prefix: string;
}

/** Turns a body into what is sent: an end-to-end encrypted paste's page seals it (components/end-to-end). */
export type SealCommentBody = (body: string, place: CommentPlace) => Promise<string>;

interface CommentComposerProps {
  pasteId: string;
  pasties: ComposerPasty[];
  seal?: SealCommentBody;
}

/**
 * The new-comment form. Selecting lines by their numbers (line-links.tsx) offers "Comment on
 * lines …", which opens it on that range; keyboard users open it with "Add a comment" and type
 * the pasty and lines.
 */
export function CommentComposer({ pasteId, pasties, seal }: CommentComposerProps) {
  const t = useTranslations("reader.comments");
  const linesLabel = useLinesLabel();
  const router = useRouter();
  // The lines marked by a line link or a click in the gutter (none in the server's render).
  const selection = useSyncExternalStore(subscribeToMarkedLines, markedLines, () => null);
  const [open, setOpen] = useState(false);
  const [pastyId, setPastyId] = useState(pasties[0]?.id ?? "");
  const [fromLine, setFromLine] = useState(1);
  const [toLine, setToLine] = useState(1);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusyAction();

  const selectedPasty = selection ? pasties.find((pasty) => pasty.prefix === selection.prefix) : undefined;

  function openOn(pasty: ComposerPasty | undefined, range: LineRange | null) {
    if (pasty) setPastyId(pasty.id);
    setFromLine(range?.from ?? 1);
    setToLine(range?.to ?? range?.from ?? 1);
    setError(null);
    setOpen(true);
  }

  const submit = () =>
    run(async () => {
      const place = { pastyId, fromLine, toLine };
      const sent = seal ? await seal(body, place) : body;
      await pasteApi(`${pasteId}/comments`, { method: "POST", body: JSON.stringify({ ...place, body: sent }) });
      setBody("");
      setOpen(false);
      router.refresh();
    }, setError);

  return (
    <div className="comment-composer">
      {selection && selectedPasty && !open ? (
        <Button className="comment-on-selection" variant="primary" onClick={() => openOn(selectedPasty, selection)}>
          {t("commentOn", { lines: linesLabel({ fromLine: selection.from, toLine: selection.to }) })}
        </Button>
      ) : null}
      {open ? (
        <form className="comment-form" aria-label={t("newComment")} onSubmit={(event) => (event.preventDefault(), void submit())}>
          <div className="comment-form-lines">
            {pasties.length > 1 ? (
              <label>
                {t("pasty")}{" "}
                <select className="input" value={pastyId} onChange={(event) => setPastyId(event.target.value)}>
                  {pasties.map((pasty) => (
                    <option key={pasty.id} value={pasty.id} translate={pasty.titled ? "no" : undefined}>
                      {pasty.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label>
              {t("fromLine")}{" "}
              <input
                className="input"
                type="number"
                min={1}
                required
                value={fromLine}
                onChange={(event) => setFromLine(Number(event.target.value))}
              />
            </label>
            <label>
              {t("toLine")}{" "}
              <input
                className="input"
                type="number"
                min={1}
                required
                value={toLine}
                onChange={(event) => setToLine(Number(event.target.value))}
              />
            </label>
          </div>
          <CommentBodyField id="new-comment" value={body} onChange={setBody} error={error} autoFocus />
          <div className="comment-form-actions">
            <Button type="submit" variant="primary" small disabled={busy}>
              {t("submit")}
            </Button>
            <Button small onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <Button small onClick={() => openOn(selectedPasty, selection)}>
          {t("add")}
        </Button>
      )}
    </div>
  );
}
