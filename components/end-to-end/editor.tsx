"use client";

import { PasteEditor, type PasteEditorProps } from "@/components/editor/paste-editor";
import type { SealedPaste } from "@/lib/end-to-end/format";
import { OpeningStatus } from "./opening-status";
import { useOpenedPaste } from "./use-opened-paste";

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
  if (state.status !== "open") return <OpeningStatus state={state} submitPassphrase={submitPassphrase} />;
  return (
    <PasteEditor
      {...editor}
      initial={{ title: state.plain.title, expiresIn, tags, pasties: state.plain.pasties }}
      sealedWith={{ key: state.key, nonce: sealed.e2e.nonce, kdf: sealed.e2e.kdf, opened: { sealed, plain: state.plain } }}
    />
  );
}
