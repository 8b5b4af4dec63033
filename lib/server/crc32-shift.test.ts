import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Joined, crcShiftOf } from "./crc32-shift";

describe("joining CRC-32s", () => {
  it("gives the CRC-32 of the parts put together, whatever their lengths", () => {
    for (const lengths of [
      [0, 5],
      [7, 0],
      [1, 1],
      [13, 4096],
      [65_537, 3],
      [3, 200_001],
    ]) {
      const [a, b] = lengths.map((length) => randomBytes(length)) as [Buffer, Buffer];
      expect(crc32Joined(crc32(a), crc32(b), crcShiftOf(b.length))).toBe(crc32(Buffer.concat([a, b])));
    }
  });
});
