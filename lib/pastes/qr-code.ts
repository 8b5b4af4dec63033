import { headers } from "next/headers";
import QRCode from "qrcode";
import type { Caller } from "../auth/caller";
import { pageCaller } from "../auth/current-user";
import { publicOriginOf } from "../http/public-url";
import { burnsOnRead, pasteNotFound, readablePaste } from "./access";
import { isEndToEnd } from "./end-to-end";

// QR codes of the service's own links (issue 47 item 4): a paste's address and a new share link's,
// drawn on the server as SVG (the `qrcode` package, which the authenticator enrolment already
// draws with), so no page loads a QR library. What a code holds is always an address this
// service made (its origin and an id or a share link's secret), never text a user typed, so a
// code can only send a phone to this service.

/**
 * The longest address drawn: a public origin (a host is at most 261 characters: public-url.ts)
 * and a share link's path fit with room. It bounds the code (version 15 at most) and so its SVG (about 10 KB).
 */
export const LONGEST_QR_ADDRESS = 400;

/**
 * An address of this service as a QR code, an SVG `data:` URL for an `<img>` (an image cannot
 * run script, whatever the SVG held). Dark modules on white with the standard quiet zone of four
 * modules, whatever the page's theme: scanners expect dark on light.
 */
export async function qrCodeOf(address: string): Promise<string> {
  if (address.length > LONGEST_QR_ADDRESS || !/^https?:\/\//.test(address)) {
    throw new Error(`Not an address of this service to draw as a QR code: ${address.slice(0, 80)}`);
  }
  const svg = await QRCode.toString(address, {
    type: "svg",
    margin: 4,
    errorCorrectionLevel: "M",
    color: { dark: "#000000", light: "#ffffff" },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

export type PasteQrCode =
  | { kind: "open"; pasteId: string; address: string; qrCode: string }
  /** An end-to-end encrypted paste's link holds its key in the fragment, which the server never sees. */
  | { kind: "end-to-end"; pasteId: string };

/**
 * The QR code of a paste's address, for whoever may see that address: someone else's private
 * paste is missing, a quarantined one 451 (readablePaste). Nothing of the paste is read but its
 * row: a burn-after-reading paste is not consumed, and to anyone but its owner it is missing, as
 * its other pages that show it without opening it are (access.ts keptReadablePaste).
 */
export async function pasteQrCode(caller: Caller, pasteId: string, origin: string): Promise<PasteQrCode> {
  const paste = await readablePaste(caller, pasteId, { pasties: false });
  if (burnsOnRead(caller, paste)) throw pasteNotFound();
  if (isEndToEnd(paste)) return { kind: "end-to-end", pasteId: paste.id };
  const address = `${origin}/${paste.id}`;
  return { kind: "open", pasteId: paste.id, address, qrCode: await qrCodeOf(address) };
}

/** The `/<id>/qr` page's code, for the page's reader, at the address the page was asked at. */
export async function loadPasteQrPage(pasteId: string): Promise<PasteQrCode> {
  return pasteQrCode(await pageCaller(), pasteId, publicOriginOf(await headers()));
}
