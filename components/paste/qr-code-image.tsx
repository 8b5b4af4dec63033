/**
 * A QR code drawn on the server (lib/pastes/qr-code.ts) as an image: its SVG brings its own white
 * ground and quiet zone, so it reads dark on light in every theme; the page only sizes it.
 * No hooks: the share dialog (a client component) and the `/<id>/qr` page (a server one) both use it.
 */
export function QrCodeImage({ src, alt, large = false }: { src: string; alt: string; large?: boolean }) {
  // eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on the server, nothing to optimise
  return <img className={large ? "qr-code qr-code-large" : "qr-code"} src={src} alt={alt} />;
}
