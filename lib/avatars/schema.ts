import { z } from "zod";

// The avatar contract: limits of an upload and the shape of the image path.

/** Largest accepted upload (behaviour.md: ≤ 2 MiB, else 413). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Multipart boundaries and part headers around the file; the body may exceed the file by this. */
export const AVATAR_MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The multipart field that carries the file. */
export const AVATAR_FIELD = "file";

/** Every stored avatar is a square of this many pixels. */
export const AVATAR_SIZE = 256;

/**
 * Decoded size cap: a 2 MiB PNG or GIF can declare a huge canvas that decodes to gigabytes
 * (a decompression bomb), so anything above this is refused before it is decoded.
 */
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;

export const avatarIdParamsSchema = z.object({ avatarId: z.string() });

/** What the upload route reads: the file field, bounded by AVATAR_MAX_BYTES and MAX_BODY_BYTES. */
export function avatarUploadLimits(maxBodyBytes: number) {
  return {
    maxFileBytes: AVATAR_MAX_BYTES,
    maxBodyBytes: Math.min(maxBodyBytes, AVATAR_MAX_BYTES + AVATAR_MULTIPART_OVERHEAD_BYTES),
  };
}
