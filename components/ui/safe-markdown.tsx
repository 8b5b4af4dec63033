import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

// Markdown written by one person and rendered in the browsers of others (announcements, comments
// on end-to-end encrypted pastes, which only a browser can open): no raw HTML (react-markdown
// escapes it without rehype-raw), only http(s)/mailto/relative links (its default URL filter
// drops javascript: and data:), links open with no referrer and no opener, and images are not
// loaded (a tracking pixel would report every reader to its writer); their alt text stays.

const components: Components = {
  // A link whose address the URL filter removed (javascript:, data:) stays as its text.
  a: ({ href, children }) =>
    href ? (
      <a href={href} rel="nofollow noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ alt }) => <span>{alt}</span>,
  // The banner, the preview and a comment have their own heading; Markdown headings become strong text.
  h1: ({ children }) => <strong className="md-heading">{children}</strong>,
  h2: ({ children }) => <strong className="md-heading">{children}</strong>,
  h3: ({ children }) => <strong className="md-heading">{children}</strong>,
};

export function SafeMarkdown({ content, className }: { content: string; className: string }) {
  return (
    <div className={className}>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {content}
      </Markdown>
    </div>
  );
}
