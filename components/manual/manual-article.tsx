import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";
import type { Manual, ManualPage } from "@/lib/site/manual";
import { remarkManualPage } from "@/lib/site/manual-markdown";
import "./manual.css";

/**
 * One page of the manual (lib/site/manual.ts), its links and anchors made the site's. The Markdown
 * is the project's own, but raw HTML in it is still left out (skipHtml; the pages need none) and
 * react-markdown's URL filter still applies.
 */
export function ManualArticle({ page, manual }: { page: ManualPage; manual: Manual }) {
  return (
    // The manual is written in English, whatever the language of the page around it.
    <article className="manual-page" aria-labelledby={page.titleId || undefined} lang="en">
      <Markdown remarkPlugins={[remarkGfm, [remarkManualPage, { file: page.file, hrefOf: manual.hrefOf }]]} skipHtml>
        {page.markdown}
      </Markdown>
    </article>
  );
}
