// Node hands out small Buffers (under half of Buffer.poolSize: 32 KiB on Node 24) as views of a
// shared 64 KiB slab, and zlib's synchronous results are views of its 64 KiB output chunk: one
// such view kept for minutes keeps the whole slab alive. Measured on the response cache: its
// pages' deflated pieces (tens of bytes each) held 186 MB of slabs under a 32 MB budget
// (docs/develop/benchmarks.md, Memory). What a cache keeps goes into an allocation of its own,
// of exactly its size, so a cache's byte budget is the memory it holds.

/** `parts` joined into one new allocation of exactly their length, shared with nothing. */
export function keptBytes(parts: readonly Uint8Array[]): Buffer<ArrayBuffer> {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const kept = Buffer.allocUnsafeSlow(total);
  let offset = 0;
  for (const part of parts) {
    kept.set(part, offset);
    offset += part.length;
  }
  return kept;
}
