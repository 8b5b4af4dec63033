import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiReference } from "@/components/api-docs/api-reference";
import { scalarConfiguration, scalarScriptUrl } from "@/lib/api/docs";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("site.apiDocs"))("title") };
}

/**
 * The OpenAPI document (/api/v3/openapi.json) as a readable reference, drawn by Scalar in the
 * browser. Without JavaScript the document itself is one link away.
 */
export default async function ApiDocsPage() {
  const configuration = scalarConfiguration();
  const t = await getTranslations("site.apiDocs");
  return (
    <article aria-labelledby="api-docs-title" className="api-docs">
      <h1 id="api-docs-title">{t("title")}</h1>
      <p className="muted">
        {t.rich("intro", {
          document: (chunks) => <a href="/api/v3/openapi.json">{chunks}</a>,
          tokens: (chunks) => <a href="/settings/tokens">{chunks}</a>,
        })}
      </p>
      <ApiReference configuration={configuration} scriptUrl={scalarScriptUrl()} />
    </article>
  );
}
