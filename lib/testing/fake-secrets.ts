import { prng } from "../bench/seed";

// Real-shaped fake credentials and look-alikes for the scanner's tests. The fakes are built at
// run time from a seeded generator, so no string in the repository looks like a live secret to
// a push-protection scanner, and every run builds the same ones.

const random = prng(15);
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const BASE64 = `${ALNUM}+/`;
const HEX = "0123456789abcdef";

export function randomChars(length: number, alphabet = ALNUM): string {
  let text = "";
  for (let index = 0; index < length; index++) text += alphabet[Math.floor(random() * alphabet.length)];
  return text;
}

const base64url = (text: string) => btoa(text).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const wrap = (text: string, width: number) => text.match(new RegExp(`.{1,${width}}`, "g"))!.join("\n");
const pem = (label: string, body: string) => `-----BEGIN ${label}-----\n${wrap(body, 64)}\n-----END ${label}-----`;

const rsaKey = pem(["RSA", "PRIVATE KEY"].join(" "), `MIIEow${randomChars(1200, BASE64)}`);
const openSshKey = pem(["OPENSSH", "PRIVATE KEY"].join(" "), `b3BlbnNzaC1rZXktdjE${randomChars(380, BASE64)}`);

/** One text per kind, and the kinds the scanner must report for it (the text holds nothing else). */
export const fakeSecrets: { kind: string; text: string; alsoFound?: string[] }[] = [
  { kind: "aws-access-key-id", text: `aws_access_key_id = ${"AK" + "IA"}${randomChars(16, UPPER_DIGITS)}` },
  { kind: "aws-secret-access-key", text: `AWS_SECRET_ACCESS_KEY="${randomChars(40, BASE64)}"` },
  {
    kind: "gcp-service-account-key",
    text: JSON.stringify(
      {
        type: "service_account",
        project_id: "demo-project",
        private_key_id: randomChars(40, HEX),
        private_key: `${pem(["PRIVATE", "KEY"].join(" "), `MIIEvQ${randomChars(1200, BASE64)}`)}\n`,
        client_email: "robot@demo-project.iam.gserviceaccount.com",
      },
      null,
      2,
    ),
    alsoFound: ["private-key"],
  },
  {
    kind: "azure-storage-key",
    text: `DefaultEndpointsProtocol=https;AccountName=demo;AccountKey=${randomChars(86, BASE64)}==;EndpointSuffix=core.windows.net`,
  },
  { kind: "azure-client-secret", text: `client_secret: "${randomChars(3)}8Q~${randomChars(34, `${ALNUM}_~.-`)}"` },
  { kind: "github-token", text: `git clone https://${"gh" + "p_"}${randomChars(36)}@github.com/acme/app.git` },
  { kind: "github-token", text: `token = "${"github" + "_pat_"}${randomChars(82, `${ALNUM}_`)}"` },
  { kind: "gitlab-token", text: `PRIVATE-TOKEN: ${"gl" + "pat-"}${randomChars(20)}` },
  {
    kind: "slack-token",
    text: `const slack = new WebClient("${"xo" + "xb-"}${randomChars(12, HEX.slice(0, 10))}-${randomChars(13, HEX.slice(0, 10))}-${randomChars(24)}");`,
  },
  {
    kind: "slack-webhook",
    text: `curl -X POST https://hooks.slack.com/services/T${randomChars(8, UPPER_DIGITS)}/B${randomChars(10, UPPER_DIGITS)}/${randomChars(24)}`,
  },
  { kind: "stripe-key", text: `stripe.api_key = "${"sk" + "_live_"}${randomChars(32)}"` },
  { kind: "openai-api-key", text: `OPENAI_API_KEY=${"sk-" + "proj-"}${randomChars(74)}${"T3Blbk" + "FJ"}${randomChars(74)}` },
  { kind: "anthropic-api-key", text: `ANTHROPIC_API_KEY=${"sk-" + "ant-api03-"}${randomChars(93)}AA` },
  { kind: "npm-token", text: `//registry.npmjs.org/:_authToken=${"np" + "m_"}${randomChars(36)}` },
  { kind: "private-key", text: rsaKey },
  { kind: "private-key", text: openSshKey },
  {
    kind: "jwt",
    text: `Authorization: Bearer ${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url('{"sub":"1234567890","name":"Ada","iat":1516239022}')}.${randomChars(43, `${ALNUM}-_`)}`,
  },
  { kind: "database-url", text: `DATABASE_URL=postgres://app:${randomChars(20)}@db.internal:5432/app` },
  { kind: "database-url", text: `mongodb+srv://reporter:${randomChars(16)}@cluster0.a1b2c.mongodb.net/reports` },
  { kind: "env-secret", text: `export SESSION_SECRET=${randomChars(40, `${ALNUM}_-`)}` },
];

/** Texts that look like secrets to a careless scanner and hold none. */
export const lookAlikes: { name: string; text: string }[] = [
  { name: "UUIDs", text: Array.from({ length: 20 }, () => crypto.randomUUID()).join("\n") },
  {
    name: "package-lock.json integrity hashes",
    text: JSON.stringify(
      Object.fromEntries(
        Array.from({ length: 20 }, (_, index) => [
          `node_modules/pkg-${index}`,
          {
            version: "1.0.0",
            resolved: `https://registry.npmjs.org/pkg-${index}/-/pkg-${index}-1.0.0.tgz`,
            integrity: `sha512-${randomChars(86, BASE64)}==`,
          },
        ]),
      ),
      null,
      2,
    ),
  },
  { name: "yarn.lock", text: `pkg@^1.0.0:\n  version "1.0.0"\n  integrity sha512-${randomChars(86, BASE64)}==\n` },
  {
    name: "go.sum",
    text: `github.com/acme/lib v1.2.3 h1:${randomChars(43, BASE64)}=\ngithub.com/acme/lib v1.2.3/go.mod h1:${randomChars(43, BASE64)}=\n`,
  },
  { name: "Cargo.lock checksums", text: `[[package]]\nname = "serde"\nversion = "1.0.0"\nchecksum = "${randomChars(64, HEX)}"\n` },
  { name: "git commit hashes", text: Array.from({ length: 20 }, () => `commit ${randomChars(40, HEX)}`).join("\n") },
  { name: "base64 image", text: `<img src="data:image/png;base64,iVBORw0KGgo${randomChars(6000, BASE64)}=" alt="">` },
  {
    name: "AWS documentation example keys",
    text: `aws_access_key_id = ${"AKIAIOSFODNN7" + "EXAMPLE"}\naws_secret_access_key = ${"wJalrXUtnFEMI/K7MDENG/bPxRfiCY" + "EXAMPLEKEY"}`,
  },
  {
    name: ".env placeholders",
    text: "API_KEY=your_api_key_here\nDB_PASSWORD=${DB_PASSWORD}\nSECRET_TOKEN=xxxxxxxxxxxxxxxxxxxx\nAUTH_URL=https://auth.example.org/callback",
  },
  {
    name: "database URLs without passwords",
    text: "postgres://localhost/app\nmysql://db.internal:3306/shop\nDATABASE_URL=postgresql://app@db/app",
  },
  {
    name: "ordinary assignments",
    text: "CACHE_DIR=/var/cache/myst-paste-data\nLOG_FORMAT=json_with_timestamps\nPRIVATE_MODE=enabled_for_everyone",
  },
  {
    name: "a PEM public key and certificate",
    text: `${pem(["PUBLIC", "KEY"].join(" "), `MIIBIjAN${randomChars(300, BASE64)}`)}\n${pem("CERTIFICATE", `MIIDdzCC${randomChars(600, BASE64)}`)}`,
  },
];
