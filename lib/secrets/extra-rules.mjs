// Credentials that secretlint's recommended preset (12.0) does not look for: private keys in every
// form it misses (private-keys.mjs), Google Cloud service account key files inside a longer
// text, Stripe keys, Azure storage keys and client secrets, JWTs, and `.env`-style assignments of high-entropy values;
// and AWS secret access keys, whose secretlint finding starts at the name instead of the key
// (its range is the name's start plus the key's length), which redaction cannot use.
// Plain JavaScript so the render threads (lib/render/render-worker.mjs) and the editor's Web
// Worker can load it without a TypeScript step. Every pattern has bounded quantifiers and no
// nested repetition: scanning stays linear in the text.

import { findPrivateKeys } from "./private-keys.mjs";

/** @typedef {{ kind: string, start: number, end: number }} RawFinding */

/** @param {RegExp} pattern @param {string} text @param {string} kind @param {(match: RegExpMatchArray) => boolean} [accept] */
function matches(pattern, text, kind, accept = () => true) {
  /** @type {RawFinding[]} */
  const found = [];
  for (const match of text.matchAll(pattern)) {
    if (!accept(match)) continue;
    // A pattern with a `value` group (and the `d` flag) reports only the value, so redaction keeps the name.
    const [start, end] = match.indices?.groups?.value ?? [match.index ?? 0, (match.index ?? 0) + match[0].length];
    found.push({ kind, start, end });
  }
  return found;
}

// secretlint's own pattern (after git-secrets): `aws_secret_access_key = "<40 characters>"`.
const AWS_SECRET_KEY =
  /["']?(?:AWS|aws|Aws)?_?(?:SECRET|secret|Secret)_?(?:ACCESS|access|Access)_?(?:KEY|key|Key)["']?\s{0,8}(?::|=>|=)\s{0,8}["']?(?<value>[A-Za-z0-9/+=]{40})["']?\b/dg;
// The key id of a Google Cloud service account's JSON key file (its private key is a PEM key).
const GCP_SERVICE_ACCOUNT_KEY_ID = /"private_key_id"\s{0,8}:\s{0,8}"(?<value>[0-9a-f]{40})"/dg;
// Stripe secret (sk_) and restricted (rk_) keys, live and test, and webhook signing secrets.
const STRIPE_KEY = /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{24,247}\b|\bwhsec_[0-9A-Za-z]{32,64}\b/g;
// Azure storage account keys (88 base64 characters) and Service Bus / Event Hubs shared access
// keys (44) inside connection strings, and Entra ID (Azure AD) client secrets (`xxx8Q~…`).
const AZURE_ACCOUNT_KEY = /\b(?:AccountKey|SharedAccessKey)=(?<value>[A-Za-z0-9+/]{43}=|[A-Za-z0-9+/]{86}==)/dg;
const AZURE_CLIENT_SECRET = /(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])/g;
// A JWT: base64url header and payload of JSON objects, and a signature. A header is short (real
// ones are well under 200 characters): the bound caps the work a text of `-eyJ-eyJ…` without a
// dot costs at each start.
const JWT = /\beyJ[A-Za-z0-9_-]{8,512}\.eyJ[A-Za-z0-9_-]{8,8192}\.[A-Za-z0-9_-]{16,1024}/g;
// `NAME=value` at the start of a line (optionally `export`), as in .env files and shell scripts.
const ASSIGNMENT =
  /^[ \t]*(?:export[ \t]+)?(?<name>[A-Za-z_][A-Za-z0-9_]{0,127})[ \t]*=[ \t]*(?<quote>["']?)(?<value>[A-Za-z0-9+/=_.~-]{16,512})\k<quote>[ \t]*(?:#.*)?$/dgm;
const SECRET_NAME = /key|secret|token|passw|pwd|auth|credential|private|api/i;
const PLACEHOLDER = /x{4}|\.\.\.|example|changeme|change_me|your_|placeholder|dummy|sample|redacted|test_?key/i;

/** The example key of AWS's documentation, which secretlint does not report either. */
const AWS_DOCUMENTATION_KEY = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";

/** Bits per character of `value`'s character distribution. @param {string} value */
export function shannonEntropy(value) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const character of value) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const share = count / value.length;
    bits -= share * Math.log2(share);
  }
  return bits;
}

/** Random-looking: high entropy and letters mixed with digits or symbols, not a word or a path. @param {string} value */
function looksRandom(value) {
  if (PLACEHOLDER.test(value)) return false;
  if (!/[0-9+/=_~-]/.test(value) || !/[A-Za-z]/.test(value)) return false;
  return shannonEntropy(value) >= 3.5;
}

/** The header of a JWT decodes to a JSON object naming its algorithm. @param {RegExpMatchArray} match */
function isJwtHeader(match) {
  try {
    const encoded = match[0].slice(0, match[0].indexOf(".")).replace(/-/g, "+").replace(/_/g, "/");
    /** @type {unknown} */
    const header = JSON.parse(atob(encoded.padEnd(Math.ceil(encoded.length / 4) * 4, "=")));
    return typeof header === "object" && header !== null && "alg" in header && typeof header.alg === "string";
  } catch {
    return false;
  }
}

/**
 * The findings of the rules above; `.env`-style ones come last (lib/secrets/scan.mjs ranks them below the rest).
 * @param {string} text @returns {RawFinding[]}
 */
export function findExtraSecrets(text) {
  return [
    ...findPrivateKeys(text),
    ...matches(AWS_SECRET_KEY, text, "aws-secret-access-key", (match) => match.groups?.value !== AWS_DOCUMENTATION_KEY),
    ...matches(GCP_SERVICE_ACCOUNT_KEY_ID, text, "gcp-service-account-key"),
    ...matches(STRIPE_KEY, text, "stripe-key"),
    ...matches(AZURE_ACCOUNT_KEY, text, "azure-storage-key"),
    ...matches(AZURE_CLIENT_SECRET, text, "azure-client-secret"),
    ...matches(JWT, text, "jwt", isJwtHeader),
    ...matches(
      ASSIGNMENT,
      text,
      "env-secret",
      (match) => SECRET_NAME.test(match.groups?.name ?? "") && looksRandom(match.groups?.value ?? ""),
    ),
  ];
}
