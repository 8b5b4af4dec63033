import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findSecrets } from "./scan.mjs";

// Issue 24, item 7: the scanner missed SEC1 EC keys, Ed25519 and X25519 PKCS#8, encrypted keys,
// and keys written one string per line, behind comment prefixes or without their END line. Every
// key here is made by openssl (and ssh-keygen) when the test runs: none is in the repository.

const directory = mkdtempSync(join(tmpdir(), "myst-keys-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function generate(name: string, command: string, args: string[]): string {
  const file = join(directory, name);
  execFileSync(
    command,
    args.map((arg) => arg.replace("$OUT", file)),
    { stdio: "ignore" },
  );
  return readFileSync(file, "utf8").trimEnd();
}

const openssl = (name: string, ...args: string[]) => generate(name, "openssl", args);

const keys: Record<string, string> = {
  "RSA (PKCS#1)": openssl("rsa1", "genrsa", "-traditional", "-out", "$OUT", "2048"),
  "RSA (PKCS#8)": openssl("rsa8", "genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", "$OUT"),
  "EC P-256 (SEC1)": openssl("ec256", "ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", "$OUT"),
  "EC P-384 (SEC1)": openssl("ec384", "ecparam", "-name", "secp384r1", "-genkey", "-noout", "-out", "$OUT"),
  "EC P-256 (PKCS#8)": openssl("ec8", "genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", "$OUT"),
  Ed25519: openssl("ed25519", "genpkey", "-algorithm", "ed25519", "-out", "$OUT"),
  X25519: openssl("x25519", "genpkey", "-algorithm", "x25519", "-out", "$OUT"),
  Ed448: openssl("ed448", "genpkey", "-algorithm", "ed448", "-out", "$OUT"),
  "DSA (traditional)": openssl("dsa", "dsaparam", "-genkey", "-noout", "-out", "$OUT", "1024"),
  "encrypted PKCS#8": openssl("enc8", "genpkey", "-algorithm", "ed25519", "-aes-256-cbc", "-pass", "pass:correct horse", "-out", "$OUT"),
  "encrypted RSA (Proc-Type headers)": openssl(
    "encrsa",
    "genrsa",
    "-traditional",
    "-aes128",
    "-passout",
    "pass:correct horse",
    "-out",
    "$OUT",
    "1024",
  ),
  "OpenSSH Ed25519": generate("ssh", "ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "", "-f", "$OUT"]),
};

/** The lines of a PEM block, for writing it in other shapes. */
const linesOf = (key: string) => key.split("\n");
const withoutEnd = (key: string) => linesOf(key).slice(0, -1);

/** Ways a key is pasted, each with whether its END line is there. */
const shapes: Record<string, { write: (key: string) => string; hasEnd: boolean }> = {
  "as a file": { write: (key) => key, hasEnd: true },
  "with Windows line ends": { write: (key) => key.replace(/\n/g, "\r\n"), hasEnd: true },
  "one JavaScript string per line": {
    write: (key) =>
      `const key =\n${linesOf(key)
        .map((line) => `  "${line}\\n"`)
        .join(" +\n")};`,
    hasEnd: true,
  },
  "inside a template literal": { write: (key) => `const key = \`${key}\`;\nconsole.log(key.length);`, hasEnd: true },
  "one Python string per line": {
    write: (key) =>
      `KEY = (\n${linesOf(key)
        .map((line) => `    "${line}\\n"`)
        .join("\n")}\n)`,
    hasEnd: true,
  },
  "as a JSON array of lines": {
    write: (key) =>
      `{"key": [\n${linesOf(key)
        .map((line) => `  "${line}"`)
        .join(",\n")}\n]}`,
    hasEnd: true,
  },
  "escaped on one line in JSON": { write: (key) => JSON.stringify({ private_key: `${key}\n` }), hasEnd: true },
  "behind // comments": {
    write: (key) =>
      `// The deploy key:\n${linesOf(key)
        .map((line) => `// ${line}`)
        .join("\n")}\nconst x = 1;`,
    hasEnd: true,
  },
  "behind # comments": {
    write: (key) =>
      linesOf(key)
        .map((line) => `# ${line}`)
        .join("\n"),
    hasEnd: true,
  },
  "in a block comment": {
    write: (key) =>
      `/*\n${linesOf(key)
        .map((line) => ` * ${line}`)
        .join("\n")}\n */`,
    hasEnd: true,
  },
  "indented in YAML": {
    write: (key) =>
      `tls:\n  key: |\n${linesOf(key)
        .map((line) => `    ${line}`)
        .join("\n")}\n  port: 443`,
    hasEnd: true,
  },
  "on one line with spaces": { write: (key) => `KEY="${linesOf(key).join(" ")}"`, hasEnd: true },
  "without its END line": { write: (key) => `${withoutEnd(key).join("\n")}\n\nsome words after it`, hasEnd: false },
  "without its END line, behind # comments": {
    write: (key) =>
      `${withoutEnd(key)
        .map((line) => `# ${line}`)
        .join("\n")}\nprint("done")`,
    hasEnd: false,
  },
};

/** The base64 lines of a key's body: none may be left once its finding is redacted. */
const bodyLines = (key: string) => linesOf(key).filter((line) => /^[A-Za-z0-9+/=]{16,}$/.test(line));

describe("private keys made by openssl, however they are pasted", () => {
  const cases = Object.entries(keys).flatMap(([keyName, key]) =>
    Object.entries(shapes).map(([shapeName, shape]) => ({ name: `${keyName} ${shapeName}`, key, shape })),
  );

  it.each(cases)("finds $name", async ({ key, shape }) => {
    const text = `before\n${shape.write(key)}\nafter\n`;
    const findings = await findSecrets(text);
    expect(findings.map((finding) => finding.kind)).toEqual(["private-key"]);
    const [finding] = findings;
    expect(text.slice(finding!.start)).toMatch(/^-{4,5} ?BEGIN /);
    // A key with an END line is taken up to it, one without ends where its body does.
    expect(/END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)? ?-{4,5}$/.test(text.slice(0, finding!.end))).toBe(shape.hasEnd);
    const redacted = text.slice(0, finding!.start) + "[REDACTED:private-key]" + text.slice(finding!.end);
    for (const line of bodyLines(key)) expect(redacted).not.toContain(line);
    // Nothing after the key is taken as part of it.
    expect(redacted).toContain("after\n");
  });

  it("does not flag placeholders, prose about keys, public keys or certificates", async () => {
    const publicKey = generate("pub", "openssl", ["pkey", "-in", join(directory, "ec8"), "-pubout", "-out", "$OUT"]);
    const certificate = generate("cert", "openssl", [
      "req",
      "-x509",
      "-key",
      join(directory, "ec8"),
      "-subj",
      "/CN=test",
      "-days",
      "1",
      "-out",
      "$OUT",
    ]);
    const texts = [
      "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
      "-----BEGIN RSA PRIVATE KEY-----\n<your key here>\n-----END RSA PRIVATE KEY-----",
      `-----BEGIN PRIVATE KEY-----\n${"A".repeat(64)}\n-----END PRIVATE KEY-----`,
      "Paste the file that starts with -----BEGIN OPENSSH PRIVATE KEY----- into the form.",
      'if (pem.startsWith("-----BEGIN EC PRIVATE KEY-----")) return parseSec1(pem);',
      publicKey,
      certificate,
    ];
    for (const text of texts) expect({ text, findings: await findSecrets(text) }).toEqual({ text, findings: [] });
  });

  it("finds each of several keys in one text", async () => {
    const text = Object.values(keys).join("\n\n");
    expect((await findSecrets(text)).map((finding) => finding.kind)).toEqual(Object.values(keys).map(() => "private-key"));
  });
});
