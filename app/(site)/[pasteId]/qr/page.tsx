import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UnderReview } from "@/components/moderation/under-review";
import { QrCodeImage } from "@/components/paste/qr-code-image";
import { CopyButton } from "@/components/ui/copy-button";
import { isUnderReview, orUnavailable } from "@/lib/pastes/page";
import { loadPasteQrPage } from "@/lib/pastes/qr-code";
import "@/components/paste/paste.css";

interface PasteQrPageProps {
  params: Promise<{ pasteId: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("reader.qr"))("metaTitle"), robots: { index: false } };
}

/**
 * A paste's address as a large QR code, for a phone to scan off this screen (or for a phone to
 * show another): the code as wide as the screen allows, the address under it and a Copy button.
 */
export default async function PasteQrPage({ params }: PasteQrPageProps) {
  const { pasteId } = await params;
  const [code, t] = await Promise.all([orUnavailable(loadPasteQrPage(pasteId)), getTranslations("reader.qr")]);
  if (isUnderReview(code)) return <UnderReview />;
  return (
    <section className="qr-page" aria-labelledby="qr-title">
      <p>
        <a href={`/${code.pasteId}`}>{t("back")}</a>
      </p>
      <h1 id="qr-title">{t("title")}</h1>
      {code.kind === "end-to-end" ? (
        <p>{t("endToEnd")}</p>
      ) : (
        <>
          <QrCodeImage src={code.qrCode} alt={t("alt", { address: code.address })} large />
          <p className="qr-address">
            <code>{code.address}</code> <CopyButton text={code.address} label={t("copy")} copiedMessage={t("copied")} />
          </p>
        </>
      )}
    </section>
  );
}
