import type { Metadata } from "next";
import type { PastePage, UnderReviewPage } from "./page";

const noIndex = { index: false, follow: false } as const;

/**
 * What link previews and search engines learn about a paste. A public paste is described by its
 * title, languages and size; a private or encrypted one by nothing but that it is one, so a
 * shared link never leaks its title or content (the owner's own preview included). An end-to-end
 * encrypted one says only that. Given the page's origin, a public paste's preview shows an image of
 * its first pasty's code (lib/pastes/code-image.ts), which previews fetch by its full address.
 */
export function describePaste(page: PastePage | UnderReviewPage, origin?: string): Metadata {
  if (page.kind === "under-review") return { title: "Under review", robots: noIndex };
  if (page.kind === "locked") return { title: "Encrypted paste", robots: noIndex };
  if (page.kind === "opens-once" || page.paste.burnAfterRead) return { title: "A paste that can be read once", robots: noIndex };
  if (page.encrypted) return { title: "Encrypted paste", robots: noIndex };
  // The preview is made from what the server holds: of an E2E paste, ciphertext, so nothing.
  if (page.paste.e2e) return { title: "End-to-end encrypted paste", robots: noIndex };
  const { paste } = page;
  if (paste.private) return { title: "Private paste", robots: noIndex };
  const title = paste.title || `Paste ${paste.id}`;
  const languages = page.languageStats.map((stat) => stat.language.name).join(", ") || "Text";
  const lines = page.pasties.reduce((sum, pasty) => sum + pasty.stats.lines, 0);
  const author = page.owner ? ` by ${page.owner.username}` : "";
  const description = `${languages} · ${lines} ${lines === 1 ? "line" : "lines"}${author} on Myst`;
  const first = page.pasties[0];
  const images = origin && first ? [{ url: `${origin}/${paste.id}/${first.id}.png`, alt: `The code of ${first.name}` }] : undefined;
  return {
    title,
    description,
    openGraph: { title, description, type: "article", siteName: "Myst", ...(images && { images }) },
    twitter: { card: images ? "summary_large_image" : "summary", title, description, ...(images && { images }) },
  };
}
