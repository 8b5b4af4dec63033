import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "../core/errors";
import { identiconPattern, renderDefaultAvatar } from "./default-avatar";
import { processAvatarUpload } from "./process";
import { AVATAR_SIZE } from "./schema";

type Image = ReturnType<typeof sharp>;

/** A two-colour image: the left half red, the right half blue. */
function halves(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(x < width / 2 ? [255, 0, 0] : [0, 0, 255], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

async function pixelAt(image: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return Array.from(data.subarray(offset, offset + 3));
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? error.status : error),
  );

describe("processAvatarUpload", () => {
  it("re-encodes a JPEG as a square WebP and drops its EXIF (camera, GPS, copyright)", async () => {
    const input = await halves(640, 480)
      .jpeg()
      .withExif({ IFD0: { Make: "SecretCam", Copyright: "private person" }, IFD3: { GPSLatitudeRef: "N" } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    expect(input.includes("SecretCam")).toBe(true);

    const output = await processAvatarUpload(input);
    expect(output.mimeType).toBe("image/webp");
    const metadata = await sharp(output.data).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(Buffer.from(output.data).includes("SecretCam")).toBe(false);
  });

  it("applies the EXIF orientation before it is dropped", async () => {
    // Stored sideways with orientation 6 (rotate 90° clockwise): shown, red is on top.
    const input = await halves(400, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const output = await processAvatarUpload(input);
    expect((await sharp(output.data).metadata()).orientation).toBeUndefined();
    const [top, bottom] = [await pixelAt(output.data, 128, 20), await pixelAt(output.data, 128, 235)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it.each([
    ["PNG", (image: Image) => image.png()],
    ["GIF", (image: Image) => image.gif()],
    ["WebP", (image: Image) => image.webp()],
  ])("accepts %s and crops it to the square", async (_, encode) => {
    const output = await processAvatarUpload(await encode(halves(90, 30)).toBuffer());
    expect(await sharp(output.data).metadata()).toMatchObject({ format: "webp", width: AVATAR_SIZE, height: AVATAR_SIZE });
  });

  it("refuses text and unsupported image formats with 415", async () => {
    expect(await refusal(processAvatarUpload(Buffer.from("just some text, named avatar.png")))).toBe(415);
    expect(await refusal(processAvatarUpload(await halves(20, 20).tiff().toBuffer()))).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect(await refusal(processAvatarUpload(svg))).toBe(415);
  });

  it("refuses a file with the right magic bytes that does not decode with 415", async () => {
    const png = await halves(64, 64).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]);
    expect(await refusal(processAvatarUpload(broken))).toBe(415);
  });

  it("refuses a huge declared canvas before decoding it", async () => {
    // 7000×6000 of one colour compresses to kilobytes but decodes to 126 MB.
    const bomb = await sharp({ create: { width: 7_000, height: 6_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    expect(await refusal(processAvatarUpload(bomb))).toBe(400);
  });
});

describe("renderDefaultAvatar", () => {
  it("is deterministic: the same seed gives the same bytes, other seeds other images", async () => {
    const first = await renderDefaultAvatar("abcd1234");
    expect(first.mimeType).toBe("image/png");
    expect(Buffer.from((await renderDefaultAvatar("abcd1234")).data).equals(Buffer.from(first.data))).toBe(true);
    expect(Buffer.from((await renderDefaultAvatar("abcd1235")).data).equals(Buffer.from(first.data))).toBe(false);
    expect(await sharp(first.data).metadata()).toMatchObject({ format: "png", width: AVATAR_SIZE, height: AVATAR_SIZE });
  });

  it("draws a left-right symmetric 5×5 pattern that is never empty", () => {
    for (const seed of ["a", "b", "c", "user0001", "zzzzzzzz"]) {
      const { cells } = identiconPattern(seed);
      expect(cells).toHaveLength(5);
      for (const row of cells) expect(row).toEqual([...row].reverse());
      expect(cells.flat()).toContain(true);
    }
  });
});
