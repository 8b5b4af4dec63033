import { constants, crc32, deflateRawSync } from "node:zlib";
import { type CrcShift, crc32Joined, crcShiftOf } from "./crc32-shift";

// A stored page that is answered many times, each time with another Content-Security-Policy
// nonce in it, and for a signed-in reader with a script of their own at the start of its head
// (viewer-pages.ts). Compressing the whole page again for every answer cost more than everything
// else the answer does, so the page is cut where its nonce stands and where the head begins, and
// each piece is deflated once; an answer is then a gzip member put together from those pieces
// with what goes between them as uncompressed ("stored") deflate blocks (RFC 1951 3.2.4), and the
// checksum over the result.

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty stored block marked final: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const HEAD = Buffer.from("<head>");

/** What goes between two pieces: the answer's nonce, or the reader's script (empty for nobody). */
export type Hole = "nonce" | "reader";

export class NoncedPage {
  /** `body` cut at `nonce` and after its `<head>`. */
  static of(body: Buffer, nonce: string): NoncedPage {
    const at = readerScriptPlace(body);
    const parts = at === -1 ? [body] : [body.subarray(0, at), body.subarray(at)];
    const pieces: Buffer[] = [];
    const holes: Hole[] = [];
    parts.forEach((part, index) => {
      if (index > 0) holes.push("reader");
      split(part, Buffer.from(nonce)).forEach((piece, at) => {
        if (at > 0) holes.push("nonce");
        pieces.push(piece);
      });
    });
    // Each piece starts without the others as its dictionary. Level 6, zlib's default: level 9
    // made pages 0.2 % smaller for twice the time (a 57 KB page 1.6 → 3.3 ms, a 170 KB one 5.3 →
    // 10.2), a sixth of the main thread while first views of new versions were kept.
    // Copied to their own size: zlib hands back a view of its 16 KB output chunk, which a page
    // of thirty nonces would keep thirty of (the cache's memory bound counts bytes, not chunks).
    return new NoncedPage(
      pieces,
      pieces.map((piece) => Buffer.from(deflateRawSync(piece, { level: 6, finishFlush: constants.Z_FULL_FLUSH }))),
      holes,
    );
  }

  /**
   * @param pieces The page's text around its holes: pieces[0] holes[0] pieces[1] … pieces[n].
   * @param deflated Each piece deflated on its own, ending byte-aligned and not final (a full flush).
   */
  constructor(
    readonly pieces: readonly Buffer[],
    readonly deflated: readonly Buffer[],
    readonly holes: readonly Hole[],
  ) {}

  /** Each piece's CRC-32 and what carries a checksum past it (crc32-shift.ts), made on the first gzipped answer. */
  private checksums: { crc: number; shift: CrcShift }[] | undefined;

  /** Bytes held, for the cache's memory bound. */
  get size(): number {
    return this.pieces.reduce((sum, piece) => sum + piece.length, 0) + this.deflated.reduce((sum, piece) => sum + piece.length, 0);
  }

  /** Whether a reader's script has its place (the page has a head). */
  get hasReaderHole(): boolean {
    return this.holes.includes("reader");
  }

  /** The page with `nonce` where its own stood and `reader` at the start of its head. */
  plain(nonce: string, reader = ""): Buffer {
    return Buffer.concat(this.interleave(this.pieces, this.fills(nonce, reader)));
  }

  /** The same, gzipped. */
  gzip(nonce: string, reader = ""): Buffer {
    const fills = this.fills(nonce, reader);
    // The page's checksum from its pieces' own, which are taken once: reading the whole page
    // again for it cost every gzipped answer a fifth of its time (docs/develop/benchmarks.md).
    this.checksums ??= this.pieces.map((piece) => ({ crc: crc32(piece), shift: crcShiftOf(piece.length) }));
    let checksum = this.checksums[0]!.crc;
    let length = this.pieces[0]!.length;
    for (let index = 1; index < this.pieces.length; index++) {
      const fill = fills[this.holes[index - 1]!];
      const { crc, shift } = this.checksums[index]!;
      checksum = crc32Joined(crc32(fill, checksum), crc, shift);
      length += fill.length + this.pieces[index]!.length;
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(checksum >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    const blocks = { nonce: storedBlocks(fills.nonce), reader: storedBlocks(fills.reader) };
    return Buffer.concat([GZIP_HEADER, ...this.interleave(this.deflated, blocks), FINAL_BLOCK, trailer]);
  }

  private fills(nonce: string, reader: string): Record<Hole, Buffer> {
    return { nonce: Buffer.from(nonce), reader: Buffer.from(reader) };
  }

  private interleave(parts: readonly Buffer[], fills: Record<Hole, Buffer>): Buffer[] {
    // A loop, not flatMap: this runs for every answer, and flatMap's pair per piece was garbage.
    const all = [parts[0]!];
    for (let index = 1; index < parts.length; index++) all.push(fills[this.holes[index - 1]!], parts[index]!);
    return all;
  }
}

/** `bytes` as non-final stored deflate blocks (at most 65,535 bytes each). */
function storedBlocks(bytes: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += 0xffff) {
    const chunk = bytes.subarray(start, start + 0xffff);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return Buffer.concat(blocks);
}

/** Where a reader's script goes in a page: right after its `<head>`; -1 for a page without one. */
export function readerScriptPlace(page: Buffer): number {
  const head = page.indexOf(HEAD);
  return head === -1 ? -1 : head + HEAD.length;
}

function split(body: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    pieces.push(body.subarray(start, at));
    start = at + separator.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
}
