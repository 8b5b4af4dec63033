"use client";

import dynamic from "next/dynamic";
import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import type { PageComments } from "@/lib/comments/page";
import type { PlainPasty, SealedPaste } from "@/lib/end-to-end/format";
import { E2eComments } from "./comments";
import { useKeyOnPasteLinks } from "./keep-key-on-links";
import { OpeningStatus } from "./opening-status";
import { hideKeyFromAddress } from "./address-key";
import { type OpenState, useOpenedPaste } from "./use-opened-paste";
import "./end-to-end.css";
import { UNTITLED_PASTE } from "@/lib/pastes/names";

// The content of an end-to-end encrypted paste's page: the server sent ciphertext, this opens it
// and highlights it with the editor's grammars, each loaded when a pasty needs it.

const CodeEditor = dynamic(() => import("@/components/editor/code-editor"), {
  ssr: false,
  loading: () => <div className="code-editor-loading" aria-hidden="true" />,
});

interface E2ePasteViewProps {
  pasteId: string;
  sealed: SealedPaste;
  /** The paste page's review comments (a history version has none), opened with the paste. */
  comments?: { page: PageComments; isOwner: boolean };
}

export function E2ePasteView({ pasteId, sealed, comments }: E2ePasteViewProps) {
  const { state, submitPassphrase } = useOpenedPaste(sealed);
  useKeyOnPasteLinks(pasteId);
  return (
    <section className="e2e-paste" aria-label="End-to-end encrypted content">
      <p className="hint e2e-note">
        End-to-end encrypted: opened in your browser. The server holds only ciphertext, so it cannot search, scan, count or highlight this
        paste, and the key never reaches it.
      </p>
      <OpenedContent state={state} submitPassphrase={submitPassphrase} />
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
    </section>
  );
}

function OpenedContent({ state, submitPassphrase }: { state: OpenState; submitPassphrase: (passphrase: string) => Promise<void> }) {
  if (state.status !== "open") return <OpeningStatus state={state} submitPassphrase={submitPassphrase} />;
  return (
    <>
      <div className="e2e-heading">
        <h2 className="e2e-title">{state.plain.title || <span className="untitled">{UNTITLED_PASTE}</span>}</h2>
        <HideKeyButton />
      </div>
      {state.plain.pasties.map((pasty, index) => (
        <OpenedPasty key={pasty.id} pasty={pasty} index={index} />
      ))}
    </>
  );
}

/** Shown while the address carries the key: someone looking at the screen need not see it. */
function HideKeyButton() {
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
      Hide key
    </Button>
  );
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

function OpenedPasty({ pasty, index }: { pasty: PlainPasty; index: number }) {
  const name = pasty.title || `Pasty ${index + 1}`;
  const headingId = `e2e-pasty-${pasty.id}`;
  return (
    <section className="e2e-pasty" aria-labelledby={headingId}>
      <header className="e2e-pasty-header">
        <h3 id={headingId}>{name}</h3>
        <span className="muted">{pasty.language}</span>
        <CopyButton text={pasty.content} label="Copy" ariaLabel={`Copy ${name}`} />
      </header>
      <div className="e2e-code" data-testid="e2e-pasty-content">
        <CodeEditor
          value={pasty.content}
          onChange={() => undefined}
          language={{ name: pasty.language, aliases: [], extensions: [], popular: false }}
          indentation="spaces"
          indentWidth={4}
          wrap
          readOnly
          label={`${name}, decrypted`}
        />
      </div>
    </section>
  );
}
