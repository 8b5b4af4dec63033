import type { Metadata } from "next";
import { UnderReview } from "@/components/moderation/under-review";
import { QrCodeImage } from "@/components/paste/qr-code-image";
import { CopyButton } from "@/components/ui/copy-button";
import { isUnderReview, orUnavailable } from "@/lib/pastes/page";
import { loadPasteQrPage } from "@/lib/pastes/qr-code";
import "@/components/paste/paste.css";

interface PasteQrPageProps {
  params: Promise<{ pasteId: string }>;
}

export const metadata: Metadata = { title: "QR code", robots: { index: false } };

/**
 * A paste's address as a large QR code, for a phone to scan off this screen (or for a phone to
 * show another): the code as wide as the screen allows, the address under it and a Copy button.
 */
export default async function PasteQrPage({ params }: PasteQrPageProps) {
  const { pasteId } = await params;
  const code = await orUnavailable(loadPasteQrPage(pasteId));
  if (isUnderReview(code)) return <UnderReview />;
  return (
    <section className="qr-page" aria-labelledby="qr-title">
      <p>
        <a href={`/${code.pasteId}`}>← Back to the paste</a>
      </p>
      <h1 id="qr-title">QR code of this paste</h1>
      {code.kind === "end-to-end" ? (
        <p>
          This paste is end-to-end encrypted: its link holds its key, which never reaches the server, so the server cannot draw it. Copy the
          link from the paste&apos;s page instead.
        </p>
      ) : (
        <>
          <QrCodeImage src={code.qrCode} alt={`QR code of ${code.address}`} large />
          <p className="qr-address">
            <code>{code.address}</code> <CopyButton text={code.address} label="Copy link" copiedMessage="Link copied" />
          </p>
        </>
      )}
    </section>
  );
}
