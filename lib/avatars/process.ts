import { sharp } from "../core/sharp";
import { AppError } from "../core/errors";
import { AVATAR_MAX_INPUT_PIXELS, AVATAR_SIZE } from "./schema";
import { sniffImageFormat } from "./sniff";

/** An image as it is stored and served. */
export interface StoredImage {
  mimeType: string;
  data: Uint8Array<ArrayBuffer>;
}

export const notAnImage = (detail = "") =>
  new AppError("unsupported_media_type", `The avatar must be a PNG, JPEG, GIF or WebP image.${detail}`);

/**
 * Turns an uploaded file into the stored avatar: a square WebP of AVATAR_SIZE pixels, turned
 * upright by its EXIF orientation and then stripped of all metadata (EXIF, GPS, XMP, ICC), so no
 * upload reaches other users as the bytes the client sent. 415 when the bytes are not one of the four formats (by
 * content) or do not decode; 400 when the declared canvas is too large to decode safely.
 */
export async function processAvatarUpload(upload: Uint8Array): Promise<StoredImage> {
  const format = sniffImageFormat(upload);
  if (!format) throw notAnImage();

  // The header alone: the canvas size is known before any pixel is decoded.
  const metadata = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage(" This file could not be read as one.");
    });
  // The decoder picks its own format from the content too; both have to agree.
  if (metadata.format !== format) throw notAnImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > AVATAR_MAX_INPUT_PIXELS) {
    throw new AppError("bad_request", `The image is larger than ${AVATAR_MAX_INPUT_PIXELS} pixels.`);
  }

  try {
    const output = await sharp(upload, {
      limitInputPixels: AVATAR_MAX_INPUT_PIXELS,
      // The first frame of an animation; lenient with the small flaws phone cameras leave.
      pages: 1,
      failOn: "error",
    })
      .autoOrient()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
    return { mimeType: "image/webp", data: new Uint8Array(output) };
  } catch {
    throw notAnImage(" This file could not be read as one.");
  }
}
