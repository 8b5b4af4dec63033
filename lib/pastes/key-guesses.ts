import { isKeyError, type SecretKey } from "./crypto";
import { clearUnlockGuesses, recordRightUnlock, refundUnlockGuess, spendUnlockGuess } from "../rate-limit/unlocks";
import { currentClientAddress } from "../http/request-context";

// Every key tried on an encrypted paste comes through here, whatever surface it came by (the
// Encryption-Key header on any API, the unlock form and its cookie, a share link's page and raw
// text), so one budget of guesses per paste and client holds across all of them: a guess is
// spent before the key is derived, given back when the key was right (and that paste's count for
// the client cleared), kept when it was wrong. A key that opened this blob lately, or that this
// request has tried already, costs no guess (key-derivation.ts remembers right keys).

/** Opens an encrypted blob of `pasteId` with `secret`, under the paste's guess budget. */
export async function openWithGuess<T>(pasteId: string, secret: SecretKey, salt: Uint8Array, open: () => Promise<T>): Promise<T> {
  if (secret.isTriedOn(salt)) return open();
  const client = currentClientAddress();
  if (secret.isRightFor(salt)) {
    // Known to be right: no guess, but proof enough to clear this client's wrong ones.
    const value = await open();
    secret.openedPaste(salt, pasteId);
    await clearUnlockGuesses(pasteId, client);
    return value;
  }
  await spendUnlockGuess(pasteId, client);
  let value: T;
  try {
    value = await open();
  } catch (error) {
    // Only a wrong key was a guess; a refusal of the derivation gate tried nothing.
    if (!isKeyError(error)) await refundUnlockGuess(pasteId, client);
    throw error;
  }
  secret.openedPaste(salt, pasteId);
  await recordRightUnlock(pasteId, client);
  return value;
}
