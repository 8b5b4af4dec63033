import type { Metadata } from "next";
import type { PastePage, UnderReviewPage } from "./page";

const noIndex = { index: false, follow: false } as const;

/** The keys of reader.describe in the catalogues: what a page's title and preview say, in the reader's language. */
type DescriptionKey =
  "underReview" | "locked" | "readOnce" | "endToEnd" | "private" | "untitled" | "text" | "description" | "descriptionBy" | "imageAlt";

/** A translator of reader.describe (next-intl's, from the page's generateMetadata). */
export type DescriptionWords = (key: DescriptionKey, values?: Record<string, string | number>) => string;

/**
 * What link previews and search engines learn about a paste. A public paste is described by its
 * title, languages and size; a private or encrypted one by nothing but that it is one, so a
 * shared link never leaks its title or content (the owner's own preview included). An end-to-end
 * encrypted one says only that. Given the page's origin, a public paste's preview shows an image of
 * its first pasty's code (lib/pastes/code-image.ts), which previews fetch by its full address.
 */
export function describePaste(page: PastePage | UnderReviewPage, t: DescriptionWords, origin?: string): Metadata {
  if (page.kind === "under-review") return { title: t("underReview"), robots: noIndex };
  if (page.kind === "locked") return { title: t("locked"), robots: noIndex };
  if (page.kind === "opens-once" || page.paste.burnAfterRead) return { title: t("readOnce"), robots: noIndex };
  if (page.encrypted) return { title: t("locked"), robots: noIndex };
  // The preview is made from what the server holds: of an E2E paste, ciphertext, so nothing.
  if (page.paste.e2e) return { title: t("endToEnd"), robots: noIndex };
  const { paste } = page;
  if (paste.private) return { title: t("private"), robots: noIndex };
  const title = paste.title || t("untitled", { id: paste.id });
  // Languages' names are their own in every language (as the pages show them).
  const languages = page.languageStats.map((stat) => stat.language.name).join(", ") || t("text");
  const lines = page.pasties.reduce((sum, pasty) => sum + pasty.stats.lines, 0);
  const description = page.owner
    ? t("descriptionBy", { languages, lines, author: page.owner.username })
    : t("description", { languages, lines });
  const first = page.pasties[0];
  const images = origin && first ? [{ url: `${origin}/${paste.id}/${first.id}.png`, alt: t("imageAlt", { name: first.name }) }] : undefined;
  return {
    title,
    description,
    openGraph: { title, description, type: "article", siteName: "Myst", ...(images && { images }) },
    twitter: { card: images ? "summary_large_image" : "summary", title, description, ...(images && { images }) },
  };
}
