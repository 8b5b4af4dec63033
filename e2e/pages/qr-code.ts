import { expect, type Locator } from "@playwright/test";
import sharp from "sharp";

// A QR code as a page shows it (components/paste/qr-code-image.tsx): scanners read dark modules on
// a light ground, so whatever the theme does around it, the picture on screen must stay so.

const QUIET_ZONE = 4;

/** Its corner (the quiet zone) light and the middle of its top-left finder pattern dark, on screen. */
export async function expectDarkOnLight(code: Locator): Promise<void> {
  await expect(code).toBeVisible();
  const svg = Buffer.from((await code.getAttribute("src"))!.replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString();
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const { data, info } = await sharp(await code.screenshot())
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = (moduleX: number, moduleY: number) =>
    data[
      Math.floor((moduleY / side) * info.height) * info.width * info.channels + Math.floor((moduleX / side) * info.width) * info.channels
    ]!;
  expect(grey(1, 1), "the quiet zone is light").toBeGreaterThan(200);
  expect(grey(QUIET_ZONE + 3.5, QUIET_ZONE + 3.5), "a finder pattern's middle is dark").toBeLessThan(60);
}
