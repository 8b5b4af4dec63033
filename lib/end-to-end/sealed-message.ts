import { IV_BYTES, TAG_BYTES } from "./format";

// Whether a text the server is asked to keep as sealed (an E2E pasty, title or comment) reads as
// a message of the format (format.ts): base64url(iv ‖ ciphertext ‖ tag), canonical, long enough
// for its IV, its tag and the least plaintext of its kind, and looking like what AES-GCM makes:
// random bytes, whose base64url characters are uniform. Without the key the server cannot tell
// ciphertext from other random bytes; what it can refuse is text in the clear (words, tokens
// joined with "_", keys in one alphabet), which passed an alphabet test unscanned and unblockable.
//
// The randomness test fails random bytes in 65 ways (a character too frequent, the mix of kinds),
// each with a probability below 1e-12 by bounds that hold at every length (below): a sealed
// message is refused less than once in 10^10.

/** Each way a message can fail the randomness test is that unlikely, for random bytes, at most. */
const LOG_FALSE_REFUSAL = Math.log(1e-12);

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** Characters of base64url by kind: upper case, lower case, digits, "-" and "_". */
const CLASSES = [26, 26, 10, 2];

/** What is wrong with `message` as a sealed message of at least `minPlainBytes` of plaintext; null when nothing. */
export function unsealedReason(message: string, minPlainBytes: number): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(message)) return "it is not base64url";
  if (message.length % 4 === 1) return "it is not base64url of whole bytes";
  const unusedBits = [0, 0, 4, 2][message.length % 4]!;
  // An encoder leaves the bits past the last byte zero: text in the alphabet rarely does.
  if (unusedBits > 0 && BASE64URL.indexOf(message.at(-1)!) % (1 << unusedBits) !== 0) return "it is not canonical base64url";
  if (Math.floor((message.length * 3) / 4) < IV_BYTES + TAG_BYTES + minPlainBytes)
    return "it is too short to hold an IV, a tag and any text";
  // The last character carries fewer random bits: it is left out of the count.
  return looksRandom(message.slice(0, -1)) ? null : "it does not look like ciphertext (text in the clear?)";
}

function looksRandom(text: string): boolean {
  const n = text.length;
  const counts = new Array<number>(64).fill(0);
  for (const char of text) counts[BASE64URL.indexOf(char)]! += 1;
  // No one character far more frequent than 1 in 64 (Chernoff: P(count ≥ k) ≤ e^(-n·D(k/n ‖ p))).
  for (const count of counts) if (count / n > 1 / 64 && -n * binaryDivergence(count / n, 1 / 64) <= LOG_FALSE_REFUSAL) return false;
  // The mix of upper case, lower case, digits and symbols near 26:26:10:2 (method of types:
  // P(D(mix ‖ expected) ≥ d) ≤ (number of mixes) · e^(-n·d), with C(n+3, 3) mixes of n characters).
  let start = 0;
  let divergence = 0;
  for (const size of CLASSES) {
    const share = counts.slice(start, start + size).reduce((sum, count) => sum + count, 0) / n;
    if (share > 0) divergence += share * Math.log(share / (size / 64));
    start += size;
  }
  const logMixes = Math.log(((n + 1) * (n + 2) * (n + 3)) / 6);
  return logMixes - n * divergence > LOG_FALSE_REFUSAL;
}

/** D(q ‖ p) of two coins, in nats. */
function binaryDivergence(q: number, p: number): number {
  const term = (a: number, b: number) => (a === 0 ? 0 : a * Math.log(a / b));
  return term(q, p) + term(1 - q, 1 - p);
}
