"use client";

import { PasteEditor, type PasteEditorProps } from "@/components/editor/paste-editor";
import type { SealedPaste } from "@/lib/e2e/format";
import { PassphraseForm } from "./passphrase-form";
import { NO_KEY_MESSAGE, useOpenedPaste, WRONG_KEY_MESSAGE } from "./use-opened-paste";

// The edit page of an end-to-end encrypted paste: opened here with the key of the address (or the
// passphrase), edited in the usual editor, and sealed again with the same key on save.

interface E2eEditorProps {
  sealed: SealedPaste;
  editor: Omit<PasteEditorProps, "initial" | "sealedWith">;
  expiresIn: string;
  tags: string[];
}

export function E2eEditor({ sealed, editor, expiresIn, tags }: E2eEditorProps) {
  const { state, submitPassphrase } = useOpenedPaste(sealed);
  switch (state.status) {
    case "opening":
      return (
        <p role="status" className="muted">
          Decrypting…
        </p>
      );
    case "needs-passphrase":
      return <PassphraseForm wrong={state.wrong} onSubmit={submitPassphrase} />;
    case "no-key":
    case "wrong-key":
      return (
        <p role="alert" className="form-error">
          {state.status === "no-key" ? NO_KEY_MESSAGE : WRONG_KEY_MESSAGE}
        </p>
      );
    case "open":
      return (
        <PasteEditor
          {...editor}
          initial={{ title: state.plain.title, expiresIn, tags, pasties: state.plain.pasties }}
          sealedWith={{ key: state.key, nonce: sealed.e2e.nonce, kdf: sealed.e2e.kdf }}
        />
      );
  }
}
