import { createHash } from "node:crypto";
import { sharp } from "../core/sharp";
import type { StoredImage } from "./process";
import { AVATAR_SIZE } from "./schema";

// The avatar a user starts with: an identicon, a 5×5 pattern mirrored left to right in one colour,
// both drawn from a hash of the seed (the user id, which never changes, unlike the username).
// Deterministic: the same seed gives the same bytes.

const GRID = 5;
const CELL = 40;
const MARGIN = (AVATAR_SIZE - GRID * CELL) / 2;
const BACKGROUND: Rgb = [240, 240, 240];

type Rgb = [number, number, number];

/** Which cells are filled, row by row; columns 3 and 4 mirror 1 and 0. */
export function identiconPattern(seed: string): { cells: boolean[][]; colour: Rgb } {
  const hash = createHash("sha256").update(seed).digest();
  const half = Math.ceil(GRID / 2);
  const cells = Array.from({ length: GRID }, (_, row) => {
    const left = Array.from({ length: half }, (_, column) => ((hash[row * half + column] ?? 0) & 1) === 1);
    return [...left, ...left.slice(0, GRID - half).reverse()];
  });
  // An empty pattern would be a blank tile; fill the middle column instead.
  if (!cells.some((row) => row.includes(true))) for (const row of cells) row[half - 1] = true;
  const hue = ((hash[20]! << 8) | hash[21]!) % 360;
  const saturation = 0.45 + (hash[22]! / 255) * 0.25;
  const lightness = 0.4 + (hash[23]! / 255) * 0.15;
  return { cells, colour: hslToRgb(hue, saturation, lightness) };
}

export async function renderDefaultAvatar(seed: string): Promise<StoredImage> {
  const { cells, colour } = identiconPattern(seed);
  const pixels = Buffer.alloc(AVATAR_SIZE * AVATAR_SIZE * 3);
  for (let y = 0; y < AVATAR_SIZE; y++) {
    for (let x = 0; x < AVATAR_SIZE; x++) {
      const row = Math.floor((y - MARGIN) / CELL);
      const column = Math.floor((x - MARGIN) / CELL);
      pixels.set(cells[row]?.[column] === true ? colour : BACKGROUND, (y * AVATAR_SIZE + x) * 3);
    }
  }
  const png = await sharp(pixels, { raw: { width: AVATAR_SIZE, height: AVATAR_SIZE, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { mimeType: "image/png", data: new Uint8Array(png) };
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const amplitude = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}
