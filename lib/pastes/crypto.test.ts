import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decryptJson, encryptJson, saltOf, SecretKey } from "./crypto";

const twoDifferentKeys = fc.tuple(fc.string({ minLength: 1 }), fc.string({ minLength: 1 })).filter(([key, other]) => key !== other);

describe("paste encryption", () => {
  it("round-trips any JSON value with the right key, and refuses any other key", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), twoDifferentKeys, async (value, [key, other]) => {
        const blob = await encryptJson(value, key);
        expect(await decryptJson(blob, key)).toEqual(JSON.parse(JSON.stringify(value)));
        await expect(decryptJson(blob, other)).rejects.toMatchObject({ status: 400, message: "Invalid encryption key." });
      }),
      // Each run stretches keys three times with scrypt (about 0.1 s each by design).
      { numRuns: 8 },
    );
  });

  it("uses a fresh salt and IV per write", async () => {
    const [a, b] = await Promise.all([encryptJson("same", "key"), encryptJson("same", "key")]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it("detects tampering and garbage as an invalid key, never a crash", async () => {
    const blob = await encryptJson({ content: "x" }, "key");
    blob[blob.length - 1] = (blob[blob.length - 1] ?? 0) ^ 1;
    await expect(decryptJson(blob, "key")).rejects.toMatchObject({ status: 400 });
    await expect(decryptJson(new Uint8Array([1, 2, 3]), "key")).rejects.toMatchObject({ status: 400 });
  });

  it("values written under one salt open with one derivation of the key, and each has its own IV", async () => {
    const key = new SecretKey("key");
    const first = await encryptJson("first", key);
    const second = await encryptJson("second", key, saltOf(first));
    expect(Buffer.from(saltOf(second)).equals(Buffer.from(saltOf(first)))).toBe(true);
    expect(Buffer.from(second.subarray(17, 29)).equals(Buffer.from(first.subarray(17, 29)))).toBe(false);
    expect(key.derive(saltOf(first))).toBe(key.derive(saltOf(second)));
    expect(await decryptJson(second, "key")).toBe("second");
    await expect(decryptJson(second, new SecretKey("other"))).rejects.toMatchObject({ status: 400 });
  });
});
