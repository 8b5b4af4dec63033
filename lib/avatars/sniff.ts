// Which image format a file is, decided by its first bytes alone: the declared Content-Type and
// the file name are the client's claim, the magic bytes are what the decoder will actually see.

export type ImageFormat = "png" | "jpeg" | "gif" | "webp";

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Each format with the byte runs (at their offsets) that all have to be present. */
const signatures: { format: ImageFormat; runs: { offset: number; bytes: number[] }[] }[] = [
  { format: "png", runs: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { format: "jpeg", runs: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { format: "gif", runs: [{ offset: 0, bytes: ascii("GIF87a") }] },
  { format: "gif", runs: [{ offset: 0, bytes: ascii("GIF89a") }] },
  // RIFF <4-byte little-endian length> WEBP
  {
    format: "webp",
    runs: [
      { offset: 0, bytes: ascii("RIFF") },
      { offset: 8, bytes: ascii("WEBP") },
    ],
  },
];

/** The format of an image by its magic bytes, or null when it is none of PNG, JPEG, GIF, WebP. */
export function sniffImageFormat(data: Uint8Array): ImageFormat | null {
  const found = signatures.find(({ runs }) =>
    runs.every(({ offset, bytes }) => bytes.every((byte, index) => data[offset + index] === byte)),
  );
  return found?.format ?? null;
}
