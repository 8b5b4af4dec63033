import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { highlightLines } from "@/lib/highlight/highlight";
import { findLanguage } from "@/lib/languages/resolve";

/**
 * Markdown rendered on the server with GFM. Raw HTML in the source is left out (skipHtml; the
 * source toggle still shows it), and react-markdown drops javascript: links, so a paste cannot
 * run script on our origin. Fenced code blocks are highlighted like pasties.
 */
export function MarkdownView({ source }: { source: string }) {
  return (
    <div className="markdown-body">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={{ code: MarkdownCode }}>
        {source}
      </Markdown>
    </div>
  );
}

async function MarkdownCode({ className, children }: { className?: string; children?: React.ReactNode }) {
  const fence = /language-([\w+#.-]+)/.exec(className ?? "")?.[1];
  const language = fence ? findLanguage(fence) : undefined;
  const text = String(children ?? "");
  if (!language) return <code className={className}>{children}</code>;
  const lines = await highlightLines(text.replace(/\n$/, ""), language.name);
  return <code className={className} dangerouslySetInnerHTML={{ __html: lines.join("\n") }} />;
}
