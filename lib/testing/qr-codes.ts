import QRCode from "qrcode";
import sharp from "sharp";

// QR codes drawn by lib/pastes/qr-code.ts, read back for tests: rasterised, a picture must hold
// exactly the modules of the QR code of the address expected (the encoder is the library's; what
// a test shows is which address was drawn, and that it is dark on a white quiet zone).

const QUIET_ZONE = 4;
const PIXELS_PER_MODULE = 8;

export const svgOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString();

/** The code's rows as the picture shows them, quiet zone included: `#` dark, `.` light. */
export async function drawnRows(dataUrl: string): Promise<string[]> {
  const svg = svgOf(dataUrl);
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const pixels = side * PIXELS_PER_MODULE;
  const { data } = await sharp(Buffer.from(svg), { density: 72 * PIXELS_PER_MODULE })
    .resize(pixels, pixels, { kernel: "nearest" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const middle = PIXELS_PER_MODULE / 2;
  return Array.from({ length: side }, (_, row) =>
    Array.from({ length: side }, (_, column) =>
      data[(row * PIXELS_PER_MODULE + middle) * pixels + column * PIXELS_PER_MODULE + middle]! < 128 ? "#" : ".",
    ).join(""),
  );
}

/** The rows the QR code of `address` has, in the same quiet zone. */
export function expectedRows(address: string): string[] {
  const { modules } = QRCode.create(address, { errorCorrectionLevel: "M" });
  const light = ".".repeat(modules.size + 2 * QUIET_ZONE);
  const quiet = Array.from({ length: QUIET_ZONE }, () => light);
  const rows = Array.from({ length: modules.size }, (_, row) => {
    const cells = Array.from({ length: modules.size }, (_, column) => (modules.get(row, column) ? "#" : ".")).join("");
    return `${".".repeat(QUIET_ZONE)}${cells}${".".repeat(QUIET_ZONE)}`;
  });
  return [...quiet, ...rows, ...quiet];
}
