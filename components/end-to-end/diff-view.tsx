"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useState } from "react";
import { decryptPaste, type PlainPaste, type SealedPaste } from "@/lib/end-to-end/format";
import { diffPasties, type PastyDiff } from "@/lib/pastes/diff-view";
import { diffPastyName } from "@/lib/pastes/names";
import { useKeyOnPasteLinks } from "./keep-key-on-links";
import { OpeningStatus } from "./opening-status";
import { useOpenedPaste } from "./use-opened-paste";

// What one edit of an end-to-end encrypted paste changed: both versions opened here with the
// paste's key and compared here, with the same comparison the server makes of other pastes.

interface E2eDiffViewProps {
  pasteId: string;
  before: SealedPaste;
  after: SealedPaste;
}

export function E2eDiffView({ pasteId, before, after }: E2eDiffViewProps) {
  // The newer version opens first (and asks for the passphrase); the older follows with its key.
  const t = useTranslations("history.diff");
  const { state, submitPassphrase } = useOpenedPaste(after);
  const [older, setOlder] = useState<PlainPaste | "wrong" | null>(null);
  useKeyOnPasteLinks(pasteId);
  useEffect(() => {
    if (state.status !== "open") return;
    decryptPaste(state.key, before).then(setOlder, () => setOlder("wrong"));
  }, [state, before]);

  if (state.status !== "open") return <OpeningStatus state={state} submitPassphrase={submitPassphrase} />;
  // The older version is sealed with the same key; one that does not open was changed.
  if (older === "wrong") return <OpeningStatus state={{ status: "wrong-key" }} submitPassphrase={submitPassphrase} />;
  if (older === null) return <OpeningStatus state={{ status: "opening" }} submitPassphrase={submitPassphrase} />;
  const titleChanged = older.title !== state.plain.title;
  return (
    <>
      {titleChanged ? (
        <p className="muted">
          {t.rich("titleChange", {
            old: older.title || t("untitled"),
            new: state.plain.title || t("untitled"),
            name: (chunks: ReactNode) => <span translate="no">{chunks}</span>,
          })}
        </p>
      ) : null}
      <div className="pasties-stacked">
        {diffPasties(older.pasties, state.plain.pasties).map((diff) => (
          <PastyChanges key={diff.id} diff={diff} />
        ))}
      </div>
    </>
  );
}

const SIGN = { same: " ", removed: "−", added: "+" } as const;

function PastyChanges({ diff }: { diff: PastyDiff }) {
  const t = useTranslations("history.diff");
  const pasteWords = useTranslations("paste");
  const title = diffPastyName(diff, (number) => pasteWords("pastyNumber", { number }));
  return (
    <section className={`pasty pasty-diff diff-${diff.change}`} aria-label={t("changesOf", { name: title })}>
      <header className="pasty-header">
        <h2 className="pasty-title" translate="no">
          {title}
        </h2>
        <span className="pasty-meta" translate="no">
          {diff.newLanguage ?? diff.oldLanguage}
        </span>
        <span className={`badge diff-badge-${diff.change}`}>{t(`change.${diff.change}`)}</span>
        <span className="pasty-meta">
          <span className="diff-count-added">+{diff.linesAdded}</span> <span className="diff-count-removed">−{diff.linesRemoved}</span>
          <span className="visually-hidden"> {t("lines")}</span>
        </span>
      </header>
      {diff.segments
        .filter((segment) => !segment.collapsed)
        .map((segment, index) => (
          <pre key={index} className="e2e-diff-hunk" dir="ltr">
            {segment.unified.map((line, lineIndex) => (
              <div key={lineIndex} className={`diff-line diff-${line.kind}`}>
                {SIGN[line.kind]} {line.text}
              </div>
            ))}
          </pre>
        ))}
    </section>
  );
}
