import type { Metadata } from "next";
import { LineLinks } from "@/components/paste/line-links";
import { OpensOnce } from "@/components/paste/opens-once";
import { PasteArticle } from "@/components/paste/paste-article";
import { UnlockForm } from "@/components/paste/unlock-form";
import { describePaste } from "@/lib/pastes/metadata";
import { loadPastePageForVisitor, orNotFound } from "@/lib/pastes/page";
import { pageSettings } from "@/lib/settings/page-settings";
import { openOncePaste } from "./open-once";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";

interface PastePageProps {
  params: Promise<{ pasteId: string }>;
  searchParams: Promise<{ unlock?: string }>;
}

export async function generateMetadata({ params }: PastePageProps): Promise<Metadata> {
  const { pasteId } = await params;
  return describePaste(await orNotFound(loadPastePageForVisitor(pasteId)));
}

export default async function PastePage({ params, searchParams }: PastePageProps) {
  const { pasteId } = await params;
  const [page, settings, { unlock }] = await Promise.all([
    orNotFound(loadPastePageForVisitor(pasteId)),
    pageSettings(),
    searchParams,
  ]);
  if (page.kind === "locked") return <UnlockForm pasteId={page.pasteId} wrongKey={page.wrongKey || unlock === "failed"} />;
  if (page.kind === "opens-once") return <OpensOnce open={openOncePaste.bind(null, page.pasteId)} />;
  return (
    <>
      <PasteArticle page={page} settings={settings} />
      <LineLinks />
    </>
  );
}
