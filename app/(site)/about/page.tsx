import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/core/env";
import { serviceVersion } from "@/lib/core/meta";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("browse.about"))("metaTitle") };
}

/** What this service is, how to run one, and the notice the footer's Legal link falls back to. */
export default async function AboutPage() {
  const { SOURCE_URL, LEGAL_URL } = env();
  const t = await getTranslations("browse.about");
  return (
    <article className="info-page" aria-labelledby="about-title">
      <h1 id="about-title">{t("title")}</h1>
      <p>{t.rich("intro", { version: serviceVersion, link: (chunks) => <a href="/api/docs">{chunks}</a> })}</p>
      <h2 id="self-hosting">{t("selfHosting")}</h2>
      <p>
        {t.rich("running", { link: (chunks) => <a href="/docs">{chunks}</a> })}{" "}
        {SOURCE_URL ? t.rich("source", { url: SOURCE_URL, link: (chunks) => <a href={SOURCE_URL}>{chunks}</a> }) : t("askSource")}
      </p>
      <h2 id="legal">{t("legal")}</h2>
      {LEGAL_URL ? (
        <p>{t.rich("legalAt", { url: LEGAL_URL, link: (chunks) => <a href={LEGAL_URL}>{chunks}</a> })}</p>
      ) : (
        <p>{t("legalNotice")}</p>
      )}
    </article>
  );
}
