import { keptBytes } from "../core/kept-bytes";
import { type Hole, NoncedPage } from "./nonced-page";

// An answer the response cache keeps (response-cache.ts), and the bytes of its file on the disk
// tier (response-cache-disk.ts): one allocation, which memory and the file share.

export interface Entry {
  status: number;
  headers: [string, string | number | string[]][];
  body: Buffer;
  /** The body gzipped, made on the first hit that accepts it. */
  gzip?: Buffer;
  /** A page, cut at its CSP nonce, which every hit replaces (nonced-page.ts). */
  page: NoncedPage | null;
  pasteId: string;
  /** The users the answer names (owner, commenters): a change of theirs makes it stale. */
  userIds: string[];
  expiresAt: number;
}

/** What an entry costs memory: its body, and its page's pieces or its gzipped body. */
export function weightOf(entry: Entry): number {
  return entry.body.length + (entry.page ? entry.page.size : entry.body.length) + 512;
}

interface EncodedHeader {
  status: number;
  headers: Entry["headers"];
  body: number;
  pieces: number[] | null;
  deflated: number[] | null;
  holes: Hole[] | null;
}

/** An entry as the bytes of its file on disk: a JSON header and the buffers it measures. */
export function encodeEntry(entry: Pick<Entry, "status" | "headers" | "body" | "page">): Buffer {
  const header: EncodedHeader = {
    status: entry.status,
    headers: entry.headers,
    body: entry.body.length,
    pieces: entry.page ? entry.page.pieces.map((piece) => piece.length) : null,
    deflated: entry.page ? entry.page.deflated.map((piece) => piece.length) : null,
    holes: entry.page ? [...entry.page.holes] : null,
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  return keptBytes([length, json, entry.body, ...(entry.page?.pieces ?? []), ...(entry.page?.deflated ?? [])]);
}

export function decodeEntry(data: Buffer, meta: Pick<Entry, "pasteId" | "userIds" | "expiresAt">): Entry {
  const jsonLength = data.readUInt32LE(0);
  const header = JSON.parse(data.subarray(4, 4 + jsonLength).toString("utf8")) as EncodedHeader;
  let offset = 4 + jsonLength;
  const take = (length: number) => data.subarray(offset, (offset += length));
  const body = take(header.body);
  const pieces = header.pieces?.map(take);
  const deflated = header.deflated?.map(take);
  return {
    status: header.status,
    headers: header.headers,
    body,
    page: pieces && deflated && header.holes ? new NoncedPage(pieces, deflated, header.holes) : null,
    pasteId: meta.pasteId,
    userIds: meta.userIds,
    expiresAt: meta.expiresAt,
  };
}
