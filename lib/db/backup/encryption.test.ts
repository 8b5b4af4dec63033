import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { decrypterFor, encryptionHeader } from "./encryption";

// BACKUP_KEY's encryption over files of several chunks (the round trip of backup.test.ts fits
// in one): what was encrypted comes back, and any change, cut or reordering of chunks is refused.

const KEY = "a backup key of at least thirty-two characters";
const CHUNK = 64 * 1024 + 5 + 16; // a whole sealed chunk: its head, 64 KiB, its tag

async function encrypted(plain: Buffer): Promise<{ header: Buffer; sealed: Buffer }> {
  const { header, encrypt } = encryptionHeader(KEY);
  // Fed in odd pieces, as gzip hands them over.
  const pieces = [plain.subarray(0, 1000), plain.subarray(1000, 70_000), plain.subarray(70_000)];
  return { header, sealed: await buffer(Readable.from(pieces).pipe(encrypt)) };
}

const decrypted = (header: Buffer, sealed: Buffer) => buffer(Readable.from([sealed]).pipe(decrypterFor(KEY, header)));

describe("a backup's encryption", () => {
  const plain = randomBytes(3 * 64 * 1024 + 123);

  it("gives back what it sealed, over several chunks", async () => {
    const { header, sealed } = await encrypted(plain);
    expect(sealed.length).toBe(3 * CHUNK + 5 + 123 + 16);
    expect(sealed.includes(plain.subarray(0, 32))).toBe(false);
    expect((await decrypted(header, sealed)).equals(plain)).toBe(true);
  });

  it("refuses a changed byte, a missing last chunk, chunks in another order, and what follows the end", async () => {
    const { header, sealed } = await encrypted(plain);
    const changed = Buffer.from(sealed);
    changed[CHUNK + 100] = changed[CHUNK + 100]! ^ 1;
    await expect(decrypted(header, changed)).rejects.toThrow(/changed or damaged/);
    await expect(decrypted(header, sealed.subarray(0, 3 * CHUNK))).rejects.toThrow(/cut short/);
    const swapped = Buffer.concat([sealed.subarray(CHUNK, 2 * CHUNK), sealed.subarray(0, CHUNK), sealed.subarray(2 * CHUNK)]);
    await expect(decrypted(header, swapped)).rejects.toThrow(/changed or damaged/);
    await expect(decrypted(header, Buffer.concat([sealed, sealed.subarray(0, CHUNK)]))).rejects.toThrow(/changed or damaged/);
  });

  it("tells a wrong key at once, from the file's header", () => {
    const { header } = encryptionHeader(KEY);
    expect(() => decrypterFor("not the key, though long enough to pass", header)).toThrow(/BACKUP_KEY is not the key/);
  });
});
