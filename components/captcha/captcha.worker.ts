// Solves a captcha challenge (lib/captcha) off the page's main thread: up to a few seconds of
// SHA-256 on a phone, which typing must not wait for. WebCrypto's digest, so no eval and no WASM.
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

addEventListener("message", (event: MessageEvent<Challenge>) => {
  void solveChallenge({ challenge: event.data, deriveKey }).then(
    (solution) => postMessage(solution),
    () => postMessage(null),
  );
});
