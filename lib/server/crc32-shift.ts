// The CRC-32 of bytes put together from parts whose own CRC-32s are known, without reading the
// parts again: zlib's crc32_combine. A CRC-32 is linear over GF(2), so the CRC of A followed by B
// is the CRC of A carried past B's length in zero bytes (a 32 × 32 bit matrix, made once for a
// given length) combined with the CRC of B.

/** The reflected CRC-32 polynomial (zlib's, gzip's). */
const POLYNOMIAL = 0xedb88320;

/** What carries a CRC-32 past a number of zero bytes: the columns of a matrix over GF(2). */
export type CrcShift = Uint32Array;

/** The CRC-32 `crc` carried by `shift`. */
function shifted(shift: CrcShift, crc: number): number {
  let sum = 0;
  for (let bit = 0, rest = crc >>> 0; rest !== 0; bit++, rest >>>= 1) if (rest & 1) sum ^= shift[bit]!;
  return sum >>> 0;
}

/** `outer` after `inner`. */
function composed(outer: CrcShift, inner: CrcShift): CrcShift {
  return inner.map((column) => shifted(outer, column));
}

/** The shift past `length` zero bytes (built by squaring: about 20 matrix products for a megabyte). */
export function crcShiftOf(length: number): CrcShift {
  // One zero bit, then eight.
  let power: CrcShift = Uint32Array.from({ length: 32 }, (_, bit) => (bit === 0 ? POLYNOMIAL : 1 << (bit - 1)));
  for (let square = 0; square < 3; square++) power = composed(power, power);
  let result: CrcShift = Uint32Array.from({ length: 32 }, (_, bit) => 2 ** bit);
  for (let rest = length; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = composed(power, result);
    if (rest > 1) power = composed(power, power);
  }
  return result;
}

/** The CRC-32 of A followed by B, from A's, B's and B's shift (crcShiftOf its length). */
export function crc32Joined(crcA: number, crcB: number, shiftB: CrcShift): number {
  return (shifted(shiftB, crcA) ^ crcB) >>> 0;
}
