import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { UnderReview } from "@/components/moderation/under-review";
import { LineLinks } from "@/components/paste/line-links";
import { E2ePasteArticle } from "@/components/end-to-end/paste-article";
import { PasteArticle } from "@/components/paste/paste-article";
import { UnlockForm } from "@/components/paste/unlock-form";
import { orUnavailable } from "@/lib/pastes/page";
import { pageSettings } from "@/lib/settings/page-settings";
import { sharePath } from "@/lib/share-links/mutations";
import { loadSharedPastePage } from "@/lib/share-links/page";
import "@/components/paste/paste.css";
import "@/components/paste/highlight.css";

interface SharedPastePageProps {
  params: Promise<{ secret: string }>;
  searchParams: Promise<{ unlock?: string }>;
}

// A share link's preview tells nothing of the paste behind it, and is never indexed.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("reader.shared"))("title"), robots: { index: false, follow: false } };
}

/** `/s/:secret`: a private paste shown read-only to whoever holds one of its share links. */
export default function SharedPastePage(props: SharedPastePageProps) {
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
      ]}
    >
      <SharedPasteOrItsDoor {...props} />
    </ClientMessages>
  );
}

/** The shared paste, or what stands before it: its review, its preview for link unfurlers, its password. */
async function SharedPasteOrItsDoor({ params, searchParams }: SharedPastePageProps) {
  const { secret } = await params;
  const userAgent = (await headers()).get("user-agent");
  const [page, settings, { unlock }, t] = await Promise.all([
    orUnavailable(loadSharedPastePage(secret, userAgent)),
    pageSettings(),
    searchParams,
    getTranslations("reader.shared"),
  ]);
  if (page.kind === "under-review") return <UnderReview />;
  const path = sharePath(secret);
  if (page.kind === "preview") {
    return (
      <section className="shared-preview">
        <h1>{t("title")}</h1>
        <p>{t("preview")}</p>
      </section>
    );
  }
  if (page.kind === "locked") {
    return <UnlockForm pasteId="" action={`${path}/unlock`} wrongKey={page.wrongKey || unlock === "failed"} />;
  }
  return (
    <>
      {page.paste.e2e ? (
        <E2ePasteArticle page={page} settings={settings} sharedPath={path} />
      ) : (
        <PasteArticle page={page} settings={settings} sharedPath={path} />
      )}
      <LineLinks />
    </>
  );
}
