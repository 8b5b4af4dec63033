import { Readable } from "node:stream";

// JSON text written as it is read, exactly as `JSON.stringify(value, null, 2)` would write it
// whole: the data export (export.ts) writes lists a user can grow without end this way, so the
// server holds one item of them at a time, not the list.

/** A JSON value written in pieces, as it reads `depth` levels deep in the document. */
export type JsonPieces = (depth: number) => AsyncIterable<string> | Iterable<string>;

const indent = (depth: number) => "  ".repeat(depth);

/** A value small enough to be held whole (one row, one snapshot). */
export function whole(value: unknown): JsonPieces {
  // JSON escapes line breaks inside strings, so every line break is one of the layout's.
  return function* (depth) {
    yield JSON.stringify(value, null, 2).replaceAll("\n", `\n${indent(depth)}`);
  };
}

/** An array whose items are written as they are read. */
export function array(items: AsyncIterable<JsonPieces>): JsonPieces {
  return async function* (depth) {
    let empty = true;
    for await (const item of items) {
      yield `${empty ? "[" : ","}\n${indent(depth + 1)}`;
      empty = false;
      yield* item(depth + 1);
    }
    yield empty ? "[]" : `\n${indent(depth)}]`;
  };
}

/** An object: `fields` (held whole, at least one), then `last` under `name`, written in pieces. */
export function withLastField(fields: Record<string, unknown>, name: string, last: JsonPieces): JsonPieces {
  return async function* (depth) {
    const head = JSON.stringify(fields, null, 2).replaceAll("\n", `\n${indent(depth)}`);
    // Without its closing line: the last field goes before it.
    yield `${head.slice(0, head.lastIndexOf("\n"))},\n${indent(depth + 1)}${JSON.stringify(name)}: `;
    yield* last(depth + 1);
    yield `\n${indent(depth)}}`;
  };
}

const chunkBytes = 64 * 1024;

/**
 * The document as a stream of bytes, read only as fast as it is consumed (one chunk ahead):
 * pieces are joined into chunks of about 64 KiB. `onError` hears of a read that fails.
 */
export function jsonStream(document: JsonPieces, onError: (error: Error) => void): Readable {
  async function* chunks() {
    let pending = "";
    for await (const piece of document(0)) {
      pending += piece;
      if (pending.length >= chunkBytes) {
        yield Buffer.from(pending);
        pending = "";
      }
    }
    if (pending) yield Buffer.from(pending);
  }
  // Heard here, not only by the consumer: JSZip drops an error that comes while it is paused.
  return Readable.from(chunks(), { highWaterMark: 1 }).on("error", onError);
}
