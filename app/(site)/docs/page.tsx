import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ManualArticle } from "@/components/manual/manual-article";
import { manual, manualPageAt } from "@/lib/site/manual";

export const metadata: Metadata = { title: "Manual" };

/** /docs: the manual's index, docs/README.md. */
export default function ManualIndexPage() {
  const served = manual();
  const index = manualPageAt(served, []);
  if (!index) notFound();
  return <ManualArticle page={index} manual={served} />;
}
