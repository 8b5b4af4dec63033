import { LanguageBar } from "@/components/paste/language-bar";
import { RelativeTime } from "@/components/ui/relative-time";
import type { SearchMatch } from "@/lib/search/search";
import type { PasteSummaryItem } from "@/lib/profiles/profile-pastes";
import "@/components/paste/paste.css";
import "./profile.css";
import { pasteName } from "@/lib/pastes/names";

/** " · " between facts; read as a comma, so screen readers do not run "never expires2 stars" together. */
function MetaSeparator() {
  return (
    <>
      <span aria-hidden="true"> · </span>
      <span className="visually-hidden">, </span>
    </>
  );
}

type ListItem = PasteSummaryItem & { match?: SearchMatch };

/** Which encryption, so an owner tells their password-encrypted pastes from their end-to-end ones. */
function encryptionName(item: Pick<PasteSummaryItem, "endToEnd">): string {
  return item.endToEnd ? "End-to-end encrypted" : "Encrypted with a password";
}

/**
 * A list of paste summaries: title, languages, times and marks (private, encrypted, pinned), and
 * for search hits where they matched.
 */
export function PasteList({
  items,
  label,
  showPinnedMark = true,
  className,
  authors,
}: {
  items: ListItem[];
  label: string;
  showPinnedMark?: boolean;
  className?: string;
  /** Usernames by owner id, for a list of several people's pastes (explore): each item names its author. */
  authors?: Record<string, string>;
}) {
  return (
    <ol className={["paste-list", className].filter(Boolean).join(" ")} aria-label={label}>
      {items.map((item) => (
        <PasteListItem
          key={item.paste.id}
          item={item}
          showPinnedMark={showPinnedMark}
          author={item.paste.ownerId ? authors?.[item.paste.ownerId] : undefined}
        />
      ))}
    </ol>
  );
}

function PasteListItem({ item, showPinnedMark, author }: { item: ListItem; showPinnedMark: boolean; author?: string }) {
  const { paste } = item;
  const title = pasteName(paste.title);
  return (
    <li className="card paste-item" data-testid="paste-item">
      <div className="paste-item-head">
        <a href={`/${paste.id}`} className="paste-item-title">
          {title}
        </a>
        <span className="paste-item-marks">
          {showPinnedMark && paste.pinned ? <span className="badge badge-pinned">Pinned</span> : null}
          {paste.private ? <span className="badge badge-private">Private</span> : null}
          {item.encrypted ? <span className="badge badge-encrypted">{encryptionName(item)}</span> : null}
        </span>
      </div>
      {item.match ? <MatchSnippet pasteId={paste.id} match={item.match} /> : null}
      {item.languageStats ? (
        <LanguageBar stats={item.languageStats} focusable={false} />
      ) : (
        <p className="paste-item-secret muted">Languages are hidden: the content is {encryptionName(item).toLowerCase()}.</p>
      )}
      <p className="paste-item-meta">
        {author ? (
          <>
            <a href={`/~${encodeURIComponent(author)}`}>{author}</a>
            <MetaSeparator />
          </>
        ) : null}
        <RelativeTime date={paste.createdAt} prefix="Created" />
        <MetaSeparator />
        {paste.deletesAt ? <RelativeTime date={paste.deletesAt} prefix="expires" /> : <span>never expires</span>}
        {paste.stars > 0 ? (
          <>
            <MetaSeparator />
            <span>
              {paste.stars} {paste.stars === 1 ? "star" : "stars"}
            </span>
          </>
        ) : null}
      </p>
      {paste.tags.length > 0 ? (
        <ul className="paste-item-tags" aria-label="Tags">
          {paste.tags.map((tag) => (
            <li key={tag} className="chip">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The matched line, linked to that line of the paste; the snippet is escaped HTML with <mark>s (lib/search/snippet.ts). */
function MatchSnippet({ pasteId, match }: { pasteId: string; match: SearchMatch }) {
  return (
    <p className="paste-item-match" data-testid="search-match">
      {match.anchor ? (
        <a href={`/${pasteId}${match.anchor}`} className="paste-item-match-line">
          Line {match.line}
        </a>
      ) : (
        <span className="paste-item-match-line muted">Title or tags</span>
      )}
      <code className="paste-item-snippet" dangerouslySetInnerHTML={{ __html: match.snippet }} />
    </p>
  );
}
