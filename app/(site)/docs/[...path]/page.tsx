import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ManualArticle } from "@/components/manual/manual-article";
import { ManualTrail } from "@/components/manual/manual-trail";
import { manual, manualPageAt } from "@/lib/site/manual";

// /docs/<folder>/<page> (docs/operate/security.md at /docs/operate/security) and /docs/<folder>
// for a folder's README.md. Only the manual's own pages exist: any other address, `..` and
// encoded slashes included, is not found, by Next.js (dynamicParams) and again by manualPageAt,
// which looks the segments up in the table read from docs/ and never builds a file path of them.

type Params = Promise<{ path: string[] }>;

export const dynamicParams = false;

export function generateStaticParams(): { path: string[] }[] {
  return manual()
    .pages.filter((page) => page.path.length > 0)
    .map((page) => ({ path: page.path }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [page, t] = await Promise.all([params.then(({ path }) => manualPageAt(manual(), path)), getTranslations("site.docs")]);
  // The manual is English (its pages' titles too); the words around them are the reader's.
  return { title: page ? t("pageTitle", { title: page.title }) : t("notFound") };
}

export default async function ManualPageRoute({ params }: { params: Params }) {
  const served = manual();
  const page = manualPageAt(served, (await params).path);
  if (!page) notFound();
  return (
    <>
      <ManualTrail page={page} />
      <ManualArticle page={page} manual={served} />
    </>
  );
}
