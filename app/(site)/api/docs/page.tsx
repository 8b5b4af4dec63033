import type { Metadata } from "next";
import { ApiReference } from "@/components/api-docs/api-reference";
import { scalarConfiguration, scalarScriptUrl } from "@/lib/api/docs";

export const metadata: Metadata = { title: "API reference" };

/**
 * The OpenAPI document (/api/v3/openapi.json) as a readable reference, drawn by Scalar in the
 * browser. Without JavaScript the document itself is one link away.
 */
export default function ApiDocsPage() {
  const configuration = scalarConfiguration();
  return (
    <article aria-labelledby="api-docs-title" className="api-docs">
      <h1 id="api-docs-title">API reference</h1>
      <p className="muted">
        Every endpoint of versions 3, 2 and 1, from the <a href="/api/v3/openapi.json">OpenAPI document</a>. Create an access token in{" "}
        <a href="/settings/tokens">Settings → Access tokens</a> to call the API as yourself.
      </p>
      <ApiReference configuration={configuration} scriptUrl={scalarScriptUrl()} />
    </article>
  );
}
