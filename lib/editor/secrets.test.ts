import { describe, expect, it } from "vitest";
import { fakeSecrets } from "../testing/fake-secrets";
import { findSecrets } from "../secrets/scan.mjs";
import { redactSecrets } from "./secrets";

describe("redacting what the scan found", () => {
  it("replaces each secret with its kind, keeps the rest, and leaves nothing to find", async () => {
    const env = fakeSecrets.find((fake) => fake.kind === "env-secret")!.text;
    const jwt = fakeSecrets.find((fake) => fake.kind === "jwt")!.text;
    const content = `# config\n${env}\n${jwt}\n`;
    const findings = await findSecrets(content);
    const redacted = redactSecrets(content, findings);
    expect(redacted).toBe(`# config\nexport SESSION_SECRET=[REDACTED:env-secret]\nAuthorization: Bearer [REDACTED:jwt]\n`);
    expect(await findSecrets(redacted)).toEqual([]);
  });
});
