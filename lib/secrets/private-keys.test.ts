import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { findSecrets } from "./scan.mjs";

// Issue 24, item 7: private keys the README says the scanner covers were missed — SEC1 EC keys,
// Ed25519 and X25519 PKCS#8, encrypted PKCS#8, and keys pasted as code (one string per line,
// behind comment marks) or without their END line. The keys are made by openssl at test time,
// never committed.

const openssl = (...args: string[]) => execFileSync("openssl", args, { encoding: "utf8", stdio: ["pipe", "pipe", "ignore"] });

const keys: Record<string, () => string> = {
  "RSA (PKCS#8)": () => openssl("genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:1024"),
  "RSA (PKCS#1)": () => openssl("genrsa", "-traditional", "1024"),
  "EC P-256 (SEC1)": () => openssl("ecparam", "-name", "prime256v1", "-genkey", "-noout"),
  "EC P-256 (PKCS#8)": () => openssl("genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256"),
  Ed25519: () => openssl("genpkey", "-algorithm", "ED25519"),
  X25519: () => openssl("genpkey", "-algorithm", "X25519"),
  "Encrypted PKCS#8": () =>
    openssl("genpkey", "-algorithm", "ED25519", "-aes-128-cbc", "-pass", "pass:not a real secret"),
};

/** Ways people paste a key that are not the bare PEM block. */
const layouts: Record<string, (pem: string) => string> = {
  "as it is": (pem) => pem,
  "inside code": (pem) => `const key = \`${pem}\`;\nconsole.log(key.length);`,
  "one string per line": (pem) => `KEY = (\n${pem.trim().split("\n").map((line) => `    "${line}\\n"`).join("\n")}\n)`,
  "behind // comments": (pem) => pem.trim().split("\n").map((line) => `// ${line}`).join("\n"),
  "behind # comments": (pem) => pem.trim().split("\n").map((line) => `# ${line}`).join("\n"),
  "without its END line": (pem) => pem.trim().split("\n").slice(0, -1).join("\n"),
};

describe("private keys made by openssl", () => {
  for (const [name, make] of Object.entries(keys)) {
    it(`finds ${name} keys however they are pasted`, async () => {
      const pem = make();
      for (const [layout, lay] of Object.entries(layouts)) {
        const text = `some text before\n${lay(pem)}\nsome text after\n`;
        const findings = await findSecrets(text);
        expect(findings.map((finding) => finding.kind), `${name}, ${layout}`).toContain("private-key");
        const key = findings.find((finding) => finding.kind === "private-key")!;
        expect(key.line, `${name}, ${layout}`).toBe(text.slice(0, text.indexOf("-----BEGIN")).split("\n").length);
      }
    });
  }

  it("does not take a public key or a certificate for a private one", async () => {
    const pem = keys.Ed25519!();
    const publicKey = execFileSync("openssl", ["pkey", "-pubout"], { input: pem, encoding: "utf8" });
    const kinds = (await findSecrets(publicKey)).map((finding) => finding.kind);
    expect(kinds).not.toContain("private-key");
  });
});
