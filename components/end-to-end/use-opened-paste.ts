"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import {
  decryptPaste,
  E2eDecryptError,
  hidesKeyOnOpen,
  importKey,
  keyFromFragment,
  type PlainPaste,
  type SealedPaste,
} from "@/lib/end-to-end/format";
import { deriveKeyFromPassphrase } from "@/lib/end-to-end/passphrase";
import { hideKeyFromAddress, pageKeyFragment } from "@/components/paste/address-key";

// Opens an end-to-end encrypted paste in the browser: with the key in the address's fragment, or
// with the passphrase the reader types. The key never leaves this page (fragments are not sent).

export type OpenState =
  | { status: "opening" }
  | { status: "needs-passphrase"; wrong: boolean }
  | { status: "no-key" }
  | { status: "wrong-key" }
  | { status: "open"; key: CryptoKey; plain: PlainPaste };

/** The key this page's address carries, if any. */
async function keyOfAddress(): Promise<CryptoKey | null> {
  const raw = keyFromFragment(pageKeyFragment());
  return raw ? importKey(raw) : null;
}

/** Opens `sealed` (each in `versions` too, with the same key: history pages) once the key is known. */
export function useOpenedPaste(sealed: SealedPaste) {
  const passphraseParams = sealed.e2e.kdf;
  const [state, setState] = useState<OpenState>(passphraseParams ? { status: "needs-passphrase", wrong: false } : { status: "opening" });
  // The key that opened the paste: the page's data refreshed after a comment or a switch is
  // opened with it again, even once the key left the address (Hide key) or came from a passphrase.
  const openedWith = useRef<CryptoKey | null>(null);

  const openWith = useCallback(
    async (key: CryptoKey): Promise<boolean> => {
      try {
        setState({ status: "open", key, plain: await decryptPaste(key, sealed) });
        openedWith.current = key;
        return true;
      } catch (error) {
        if (!(error instanceof E2eDecryptError)) throw error;
        return false;
      }
    },
    [sealed],
  );

  useEffect(() => {
    if (openedWith.current) {
      void openWith(openedWith.current);
      return;
    }
    if (passphraseParams) return;
    async function openWithAddressKey() {
      const key = await keyOfAddress().catch(() => null);
      if (!key) setState({ status: "no-key" });
      else if (!(await openWith(key))) setState({ status: "wrong-key" });
      // Its writer chose a link whose key leaves the address bar once the paste is open.
      else if (hidesKeyOnOpen(window.location.hash)) hideKeyFromAddress();
    }
    void openWithAddressKey();
    // A key pasted into the address bar (a fragment change reloads nothing) is tried at once.
    const retry = () => {
      if (window.location.hash.includes("k=")) void openWithAddressKey();
    };
    window.addEventListener("hashchange", retry);
    return () => window.removeEventListener("hashchange", retry);
  }, [passphraseParams, openWith]);

  const submitPassphrase = useCallback(
    async (passphrase: string) => {
      if (!passphraseParams) return;
      setState({ status: "opening" });
      const key = await deriveKeyFromPassphrase(passphrase, passphraseParams);
      if (!(await openWith(key))) setState({ status: "needs-passphrase", wrong: true });
    },
    [passphraseParams, openWith],
  );

  return { state, submitPassphrase };
}
