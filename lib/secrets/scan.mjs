// Finds credentials in a text: secretlint's recommended rule preset, plus what it lacks
// (extra-rules.mjs). Plain JavaScript, shared by the server (on the request thread for small
// texts, on the render threads for big ones: lib/secrets/scanner.ts) and the editor's Web
// Worker (components/editor/secret-scan.worker.ts). A finding carries where the secret is and
// what kind it is, never the secret itself.
import { lintSource } from "@secretlint/core";
import { secretLintProfiler } from "@secretlint/profiler";
import { creator as recommended } from "@secretlint/secretlint-rule-preset-recommend";
import { findExtraSecrets } from "./extra-rules.mjs";

/**
 * A secret found in a text: what kind it is and where, never the secret itself.
 * @typedef {object} SecretFinding
 * @property {string} kind What kind of secret it is (named for people in the catalogues' editor.secretKinds, or `<rule>-secret` for a rule added later).
 * @property {number} start UTF-16 offset where the secret starts in the text.
 * @property {number} end UTF-16 offset where it ends.
 * @property {number} line 1-based line where it starts.
 */

// secretlint times every rule of every scan with performance marks, keeps all of them for its
// command line's --profile, and searches all kept marks on each new one. In a process that scans
// every write, that is memory without bound and a cost that grows with each scan (measured:
// creating pastes fell to a tenth of its rate within a minute of load). Nothing here reads the
// profile, so no marks are made.
secretLintProfiler.mark = () => {};

const PRESET_ID = "@secretlint/secretlint-rule-preset-recommend";
const RULE_PREFIX = "@secretlint/secretlint-rule-";

const config = {
  rules: [
    {
      id: PRESET_ID,
      rule: recommended,
      rules: [
        // Access key ids too (off by default: an id alone grants nothing, but it is half of a
        // key pair and says whose). Not account ids: 12-digit numbers are common. Secret access
        // keys are found by extra-rules.mjs, which reports where the key is.
        { id: `${RULE_PREFIX}aws`, options: { enableIDScanRule: true }, allowMessageIds: ["AWSAccountID", "AWSSecretAccessKey"] },
        // The whole-file finding of a service account's JSON would redact the whole paste:
        // extra-rules.mjs reports its key id, and the private-key rule its key.
        { id: `${RULE_PREFIX}gcp`, allowMessageIds: ["PrivateKeyJSON", "PrivateKeyP12"] },
        // Its private-key rule misses SEC1 EC, Ed25519/X25519 and encrypted keys and keys pasted
        // as strings or comments: private-keys.mjs finds those and what this rule found.
        { id: `${RULE_PREFIX}privatekey`, disabled: true },
      ],
    },
  ],
};

/**
 * The kind of a secretlint finding, by rule (and message, where a rule finds several kinds).
 * @type {Record<string, string>}
 */
const kindOfRule = {
  "aws/AWSAccessKeyID": "aws-access-key-id",
  gcp: "gcp-service-account-key",
  privatekey: "private-key",
  npm: "npm-token",
  basicauth: "url-credentials",
  "slack/IncomingWebhook": "slack-webhook",
  slack: "slack-token",
  sendgrid: "sendgrid-api-key",
  shopify: "shopify-token",
  github: "github-token",
  gitlab: "gitlab-token",
  grafana: "grafana-token",
  openai: "openai-api-key",
  anthropic: "anthropic-api-key",
  groq: "groq-api-key",
  huggingface: "huggingface-token",
  linear: "linear-api-key",
  notion: "notion-token",
  "1password": "1password-token",
  "database-connection-string": "database-url",
  "hashicorp-vault": "vault-token",
  vercel: "vercel-token",
  databricks: "databricks-token",
  docker: "docker-token",
  figma: "figma-token",
};

/** @param {{ ruleId: string, messageId: string }} message */
function kindOf(message) {
  const rule = message.ruleId.startsWith(RULE_PREFIX) ? message.ruleId.slice(RULE_PREFIX.length) : message.ruleId;
  return kindOfRule[`${rule}/${message.messageId}`] ?? kindOfRule[rule] ?? `${rule}-secret`;
}

/** 1-based line of each offset, from one pass over the text's line ends. @param {string} text */
function lineOf(text) {
  const lineStarts = [0];
  for (let index = text.indexOf("\n"); index >= 0; index = text.indexOf("\n", index + 1)) lineStarts.push(index + 1);
  return (/** @type {number} */ offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      // `middle` is between 1 and the last index.
      if (/** @type {number} */ (lineStarts[middle]) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/**
 * The secrets in `text`, in order of position: `{ kind, start, end, line }` with `start`/`end`
 * offsets (UTF-16) of the secret and `line` 1-based. Ranges do not overlap: of findings that
 * overlap, the one starting first stays, and at the same start a specific rule's stays rather
 * than the generic `.env` one's.
 * @param {string} text @returns {Promise<SecretFinding[]>}
 */
export async function findSecrets(text) {
  if (text.length === 0) return [];
  // No file path (an empty one is none to secretlint): the GCP rule would read a file named by it from disk.
  const result = await lintSource({
    source: { content: text, contentType: "text", ext: ".txt", filePath: "" },
    options: { config, maskSecrets: true, noPhysicFilePath: true },
  });
  const rank = (/** @type {string} */ kind) => (kind === "env-secret" ? 1 : 0);
  const found = [
    ...result.messages.map((message) => ({ kind: kindOf(message), start: message.range[0], end: message.range[1] })),
    ...findExtraSecrets(text),
  ].sort((a, b) => a.start - b.start || rank(a.kind) - rank(b.kind) || b.end - a.end);
  const line = lineOf(text);
  /** @type {SecretFinding[]} */
  const findings = [];
  let keptEnd = 0;
  for (const finding of found) {
    if (finding.start < keptEnd) continue;
    findings.push({ ...finding, line: line(finding.start) });
    keptEnd = finding.end;
  }
  return findings;
}
