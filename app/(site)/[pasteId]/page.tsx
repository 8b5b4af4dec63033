import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { LineLinks } from "@/components/paste/line-links";
import { UnderReview } from "@/components/moderation/under-review";
import { OpensOnce } from "@/components/paste/opens-once";
import { E2ePasteArticle } from "@/components/end-to-end/paste-article";
import { PasteArticle } from "@/components/paste/paste-article";
import { UnlockForm } from "@/components/paste/unlock-form";
import { publicOriginOf } from "@/lib/http/public-url";
import { describePaste } from "@/lib/pastes/metadata";
import { commentsPageOf, loadPastePageForVisitor, orUnavailable } from "@/lib/pastes/page";
import { pageSettings } from "@/lib/settings/page-settings";
import { openOncePaste } from "./open-once";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";

interface PastePageProps {
  params: Promise<{ pasteId: string }>;
  searchParams: Promise<{ unlock?: string; comments?: string }>;
}

export async function generateMetadata({ params, searchParams }: PastePageProps): Promise<Metadata> {
  const [{ pasteId }, { comments }] = await Promise.all([params, searchParams]);
  const [page, t] = await Promise.all([
    orUnavailable(loadPastePageForVisitor(pasteId, commentsPageOf(comments))),
    getTranslations("reader.describe"),
  ]);
  return describePaste(page, t, publicOriginOf(await headers()));
}

export default function PastePage(props: PastePageProps) {
  return (
    <ClientMessages
      pick={[
        "paste.comments",
        "paste.languages",
        "paste.languagesOf",
        "paste.lines",
        "paste.palette",
        "paste.pasties",
        "paste.pastyNumber",
        "paste.pasty",
        "paste.report",
        "paste.toolbar",
        "paste.withheld",
        "paste.image",
        "site.request",
        "paste.untitled",
        "reader.comments",
        "reader.endToEnd",
        "reader.share",
        "account.captcha",
        "site.units",
        "reader.once",
      ]}
    >
      <PasteOrItsDoor {...props} />
    </ClientMessages>
  );
}

/** The paste, or what stands before it: its review, its password, its one opening. */
async function PasteOrItsDoor({ params, searchParams }: PastePageProps) {
  const [{ pasteId }, { unlock, comments }] = await Promise.all([params, searchParams]);
  const [page, settings] = await Promise.all([orUnavailable(loadPastePageForVisitor(pasteId, commentsPageOf(comments))), pageSettings()]);
  if (page.kind === "under-review") return <UnderReview />;
  if (page.kind === "locked") return <UnlockForm pasteId={page.pasteId} wrongKey={page.wrongKey || unlock === "failed"} />;
  if (page.kind === "opens-once") return <OpensOnce open={openOncePaste.bind(null, page.pasteId)} />;
  return (
    <>
      {page.paste.e2e ? <E2ePasteArticle page={page} settings={settings} /> : <PasteArticle page={page} settings={settings} />}
      <LineLinks />
    </>
  );
}
