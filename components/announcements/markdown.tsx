import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

// Announcement text is Markdown from admins, shown to everyone: no raw HTML (react-markdown
// escapes it without rehype-raw), only http(s)/mailto/relative links (its default URL filter
// drops javascript: and data:), links open with no referrer and no opener, and images are not
// loaded (a tracking pixel in a banner would report every visitor); their alt text stays.

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
  // The banner and the preview have their own heading; Markdown headings become strong text.
  h1: ({ children }) => <strong className="md-heading">{children}</strong>,
  h2: ({ children }) => <strong className="md-heading">{children}</strong>,
  h3: ({ children }) => <strong className="md-heading">{children}</strong>,
};

export function AnnouncementMarkdown({ content }: { content: string }) {
  return (
    <div className="announcement-markdown">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {content}
      </Markdown>
    </div>
  );
}
