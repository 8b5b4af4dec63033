import { findSecretsOffThread } from "../render/render";
import { RenderFailure } from "../render/pool";
import { findSecrets, type SecretFinding } from "./scan.mjs";

// Where the server scans a text: small ones on the request thread (a 32 K text takes well under
// a millisecond), bigger ones on a render thread (1 MB takes ~10–50 ms), so a paste of
// MAX_PASTE_BYTES never holds up other requests. The render pool's deadline bounds both the
// wait and the scan.

export const INLINE_SCAN_CHARS = 32 * 1024;

export function scanText(text: string): Promise<SecretFinding[]> {
  return text.length <= INLINE_SCAN_CHARS ? findSecrets(text) : findSecretsOffThread(text);
}

/**
 * Whether `error` says a scan was not done in time (no render thread could do it within the
 * deadline), rather than that something broke.
 */
export function isScanNotDone(error: unknown): error is RenderFailure {
  return error instanceof RenderFailure;
}
