"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import type { PageComments } from "@/lib/comments/page";
import type { SealedPaste } from "@/lib/end-to-end/format";

import { LanguageBar } from "@/components/paste/language-bar";
import { E2eComments } from "./comments";
import { useKeyOnPasteLinks } from "./keep-key-on-links";
import { type LanguagesByName, OpenedPasties, openedLanguageShares } from "./opened-pasties";
import { OpeningStatus } from "./opening-status";
import { hideKeyFromAddress } from "@/components/paste/address-key";
import { useOpenedPaste } from "./use-opened-paste";
import "./end-to-end.css";

// The page of an end-to-end encrypted paste, inside its <article>: the server sent ciphertext,
// this opens it and then shows it as any paste's page does (components/paste: its title as the
// H1, the pasty cards with their counts, tabs, the language bar, the comments beside it).

interface E2ePasteViewProps {
  pasteId: string;
  sealed: SealedPaste;
  /** The pasties' languages as the server describes them (lib/end-to-end/languages.ts). */
  languages: LanguagesByName;
  view: "tabbed" | "stacked";
  /** Above the title (a history version's way back). */
  above?: ReactNode;
  /** Under the title, drawn by the server: who wrote it and when, the toolbar. */
  about: ReactNode;
  /** The paste page's review comments (a history version has none), opened with the paste. */
  comments?: { page: PageComments; isOwner: boolean };
}

export function E2ePasteView({ pasteId, sealed, languages, view, above, about, comments }: E2ePasteViewProps) {
  const t = useTranslations("reader.endToEnd");
  const untitled = useTranslations("paste")("untitled");
  const { state, submitPassphrase } = useOpenedPaste(sealed);
  useKeyOnPasteLinks(pasteId);
  const plain = state.status === "open" ? state.plain : null;
  return (
    <>
      <header className="paste-header">
        {above}
        <div className="e2e-title-row">
          <h1 className="paste-title" id="paste-title">
            {/* Nothing of the title is known until the browser opens it. */}
            {plain ? (
              plain.title ? (
                <span translate="no">{plain.title}</span>
              ) : (
                <span className="untitled">{untitled}</span>
              )
            ) : (
              t("encryptedPaste")
            )}
          </h1>
          <span className="badge">{t("badge")}</span>
          {plain ? <HideKeyButton /> : null}
        </div>
        {about}
        <p className="hint">{t("openedHere")}</p>
        {plain ? <LanguageBar stats={openedLanguageShares(plain.pasties, languages)} /> : null}
      </header>
      {plain ? (
        <OpenedPasties pasties={plain.pasties} languages={languages} view={view} />
      ) : (
        <OpeningStatus state={state} submitPassphrase={submitPassphrase} />
      )}
      {state.status === "open" && comments ? (
        <E2eComments
          pasteId={pasteId}
          comments={comments.page}
          pasties={state.plain.pasties}
          keyOfPaste={state.key}
          nonce={sealed.e2e.nonce}
          isOwner={comments.isOwner}
        />
      ) : null}
    </>
  );
}

/** Shown while the address carries the key: someone looking at the screen need not see it. */
function HideKeyButton() {
  const t = useTranslations("reader.endToEnd");
  const addressHasKey = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash.includes("k="),
    () => false,
  );
  const [hidden, setHidden] = useState(false);
  if (!addressHasKey || hidden) return null;
  return (
    <Button
      small
      onClick={() => {
        hideKeyFromAddress();
        setHidden(true);
      }}
    >
      {t("hideKey")}
    </Button>
  );
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}
