import { useLocale, useTranslations } from "next-intl";
import { LanguageBar } from "@/components/paste/language-bar";
import { RelativeTime, TIME_SLOT } from "@/components/ui/relative-time";
import type { SearchMatch } from "@/lib/search/search";
import type { PasteSummaryItem } from "@/lib/profiles/profile-pastes";
import "@/components/paste/paste.css";
import "./profile.css";

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
  const t = useTranslations("browse.list");
  const untitled = useTranslations("paste")("untitled");
  const locale = useLocale();
  const { paste } = item;
  return (
    <li className="card paste-item" data-testid="paste-item">
      <div className="paste-item-head">
        {paste.title.trim() ? (
          <a href={`/${paste.id}`} className="paste-item-title" translate="no">
            {paste.title}
          </a>
        ) : (
          <a href={`/${paste.id}`} className="paste-item-title">
            {untitled}
          </a>
        )}
        <span className="paste-item-marks">
          {showPinnedMark && paste.pinned ? <span className="badge badge-pinned">{t("pinned")}</span> : null}
          {paste.private ? <span className="badge badge-private">{t("private")}</span> : null}
          {item.encrypted ? <span className="badge badge-encrypted">{t(item.endToEnd ? "endToEnd" : "password")}</span> : null}
        </span>
      </div>
      {item.match ? <MatchSnippet pasteId={paste.id} match={item.match} /> : null}
      {item.languageStats ? (
        <LanguageBar stats={item.languageStats} focusable={false} />
      ) : (
        <p className="paste-item-secret muted">{t(item.endToEnd ? "languagesHiddenEndToEnd" : "languagesHiddenPassword")}</p>
      )}
      <p className="paste-item-meta">
        {author ? (
          <>
            <a href={`/~${encodeURIComponent(author)}`} translate="no">
              {author}
            </a>
            <MetaSeparator />
          </>
        ) : null}
        <RelativeTime date={paste.createdAt} label={t("created", { time: TIME_SLOT })} locale={locale} />
        <MetaSeparator />
        {paste.deletesAt ? (
          <RelativeTime date={paste.deletesAt} label={t("expires", { time: TIME_SLOT })} locale={locale} />
        ) : (
          <span>{t("neverExpires")}</span>
        )}
        {paste.stars > 0 ? (
          <>
            <MetaSeparator />
            <span>{t("stars", { count: paste.stars })}</span>
          </>
        ) : null}
      </p>
      {paste.tags.length > 0 ? (
        <ul className="paste-item-tags" aria-label={t("tags")} translate="no">
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
  const t = useTranslations("browse.list");
  return (
    <p className="paste-item-match" data-testid="search-match">
      {match.anchor && match.line !== null ? (
        <a href={`/${pasteId}${match.anchor}`} className="paste-item-match-line">
          {t("line", { line: match.line })}
        </a>
      ) : (
        <span className="paste-item-match-line muted">{t("titleOrTags")}</span>
      )}
      <code className="paste-item-snippet" dangerouslySetInnerHTML={{ __html: match.snippet }} />
    </p>
  );
}
