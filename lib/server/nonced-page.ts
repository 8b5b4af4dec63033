import { constants, crc32, deflateRawSync } from "node:zlib";

// A stored page that is answered many times, each time with another Content-Security-Policy
// nonce in it. Compressing the whole page again for every answer cost more than everything else
// the answer does, so the page is cut where its nonce stands and each piece is deflated once;
// an answer is then a gzip member put together from those pieces with the new nonce between them
// as uncompressed ("stored") deflate blocks (RFC 1951 3.2.4), and the checksum over the result.

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** An empty stored block marked final: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

export class NoncedPage {
  /** `body` cut at `nonce`. */
  static of(body: Buffer, nonce: string): NoncedPage {
    const pieces = split(body, Buffer.from(nonce));
    // Each piece starts without the others as its dictionary; the best level wins part of that
    // back, and it is paid once per stored page.
    // Copied to their own size: zlib hands back a view of its 16 KB output chunk, which a page
    // of thirty nonces would keep thirty of (the cache's memory bound counts bytes, not chunks).
    return new NoncedPage(
      pieces,
      pieces.map((piece) => Buffer.from(deflateRawSync(piece, { level: 9, finishFlush: constants.Z_FULL_FLUSH }))),
    );
  }

  /**
   * @param pieces The page's text around its nonce: pieces[0] nonce pieces[1] nonce … pieces[n].
   * @param deflated Each piece deflated on its own, ending byte-aligned and not final (a full flush).
   */
  constructor(
    readonly pieces: readonly Buffer[],
    readonly deflated: readonly Buffer[],
  ) {}

  /** Bytes held, for the cache's memory bound. */
  get size(): number {
    return this.pieces.reduce((sum, piece) => sum + piece.length, 0) + this.deflated.reduce((sum, piece) => sum + piece.length, 0);
  }

  /** The page with `nonce` where its own stood. */
  plain(nonce: string): Buffer {
    return Buffer.concat(this.interleave(this.pieces, Buffer.from(nonce)));
  }

  /** The same, gzipped. */
  gzip(nonce: string): Buffer {
    const bytes = Buffer.from(nonce);
    const stored = Buffer.alloc(5);
    stored.writeUInt16LE(bytes.length, 1);
    stored.writeUInt16LE(~bytes.length & 0xffff, 3);
    const nonceBlock = Buffer.concat([stored, bytes]);
    let checksum = 0;
    let length = 0;
    this.interleave(this.pieces, bytes).forEach((part) => {
      checksum = crc32(part, checksum);
      length += part.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(checksum >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    return Buffer.concat([GZIP_HEADER, ...this.interleave(this.deflated, nonceBlock), FINAL_BLOCK, trailer]);
  }

  private interleave(parts: readonly Buffer[], between: Buffer): Buffer[] {
    return parts.flatMap((part, index) => (index === 0 ? [part] : [between, part]));
  }
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
