import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ManualArticle } from "@/components/manual/manual-article";
import { manual, manualPageAt } from "@/lib/site/manual";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("site.docs"))("manual") };
}

/** /docs: the manual's index, docs/README.md. */
export default function ManualIndexPage() {
  const served = manual();
  const index = manualPageAt(served, []);
  if (!index) notFound();
  return <ManualArticle page={index} manual={served} />;
}
