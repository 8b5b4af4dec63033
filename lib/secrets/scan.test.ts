import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SAMPLE_LANGUAGES, sampleText } from "../bench/samples";
import { prng } from "../bench/seed";
import { fakeSecrets, lookAlikes } from "../testing/fake-secrets";
import english from "../i18n/messages/en/editor.json";
import { findSecrets } from "./scan.mjs";

describe("findSecrets", () => {
  it.each(fakeSecrets)("finds a $kind", async ({ kind, text, alsoFound = [] }) => {
    const pasty = `some text before\n${text}\nand after\n`;
    const findings = await findSecrets(pasty);
    expect(findings.map((finding) => finding.kind)).toEqual([kind, ...alsoFound]);
    for (const finding of findings) expect(finding.line).toBe(pasty.slice(0, finding.start).split("\n").length);
    // The editor names each kind it marks (editor.secretKinds; every other catalogue too, by catalogues.test.ts).
    expect((english.secretKinds as Record<string, string>)[kind]).toBeTruthy();
  });

  it.each(fakeSecrets.filter(({ alsoFound }) => !alsoFound))("finds a lone $kind on its own line", async ({ text }) => {
    const findings = await findSecrets(`some text before\n${text}\nand after\n`);
    expect(findings.map((finding) => finding.line)).toEqual([2]);
  });

  it("reports where the value is, so that redacting it keeps the rest of the line", async () => {
    const secret = fakeSecrets.find((fake) => fake.kind === "env-secret")!.text;
    const text = `# settings\n${secret}\n`;
    const [finding] = await findSecrets(text);
    const value = secret.slice(secret.indexOf("=") + 1);
    expect(text.slice(finding!.start, finding!.end)).toBe(value);
    const aws = fakeSecrets.find((fake) => fake.kind === "aws-secret-access-key")!.text;
    const [awsFinding] = await findSecrets(aws);
    expect(aws.slice(awsFinding!.start, awsFinding!.end)).toBe(aws.slice(aws.indexOf('"') + 1, -1));
  });

  it("finds every secret of a text that holds several", async () => {
    const text = fakeSecrets.map((fake) => fake.text).join("\n");
    const findings = await findSecrets(text);
    expect(findings.map((finding) => finding.kind)).toEqual(fakeSecrets.flatMap((fake) => [fake.kind, ...(fake.alsoFound ?? [])]));
  });

  it.each(lookAlikes)("does not flag $name", async ({ text }) => {
    expect(await findSecrets(text)).toEqual([]);
  });

  it("does not flag minified JavaScript", async () => {
    for (const file of ["jszip/dist/jszip.min.js", "@uiw/react-codemirror/dist/codemirror.min.js"]) {
      const text = readFileSync(new URL(`../../node_modules/${file}`, import.meta.url), "utf8");
      expect({ file, findings: await findSecrets(text) }).toEqual({ file, findings: [] });
    }
  });

  it("flags none of the benchmark's program-shaped texts (the false-positive rate in docs/use/writing.md)", async () => {
    const random = prng(7);
    for (const language of SAMPLE_LANGUAGES) {
      const text = sampleText(random, language, 64 * 1024);
      expect({ language, findings: await findSecrets(text) }).toEqual({ language, findings: [] });
    }
  });
});
