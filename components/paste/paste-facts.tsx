import { Avatar } from "@/components/ui/avatar";
import { RelativeTime } from "@/components/ui/relative-time";
import type { PasteForks } from "@/lib/pastes/fork-schema";
import type { PasteDto } from "@/lib/pastes/schema";
import type { UserDto } from "@/lib/users/dto";

interface PasteFactsProps {
  paste: PasteDto;
  owner: UserDto | null;
  encrypted: boolean;
  forks: PasteForks;
  /** The comparison of a fork with its origin, when this reader can compare them. */
  compareWithOrigin: string | null;
}

/** Who wrote the paste and when; its expiry, last edit, marks, forks and (for the owner) tags. */
export function PasteFacts({ paste, owner, encrypted, forks, compareWithOrigin }: PasteFactsProps) {
  return (
    <div className="paste-about">
      <ul className="paste-facts" aria-label="About this paste">
        <li>
          {owner ? (
            <a className="paste-owner" href={`/~${encodeURIComponent(owner.username)}`}>
              <Avatar avatarId={owner.avatarId} username={owner.username} size={20} />
              {owner.username}
            </a>
          ) : (
            <span>anonymous</span>
          )}
        </li>
        <li>
          <RelativeTime date={paste.createdAt} prefix="created" />
        </li>
        {paste.editedAt ? (
          <li>
            <a href={`/${paste.id}/history`}>
              <RelativeTime date={paste.editedAt} prefix="edited" />
            </a>
          </li>
        ) : null}
        <li>{paste.deletesAt ? <RelativeTime date={paste.deletesAt} prefix="expires" /> : "never expires"}</li>
        {paste.private ? (
          <li>
            <span className="badge">private</span>
          </li>
        ) : null}
        {paste.pinned ? (
          <li>
            <span className="badge">pinned</span>
          </li>
        ) : null}
        {encrypted ? (
          <li>
            <span className="badge">encrypted</span>
          </li>
        ) : null}
        {forks.forkedFrom ? (
          <li>
            forked from <a href={`/${forks.forkedFrom.id}`}>{forks.forkedFrom.title || forks.forkedFrom.id}</a>
            {compareWithOrigin ? (
              <>
                {" · "}
                <a href={compareWithOrigin}>Compare with original</a>
              </>
            ) : null}
          </li>
        ) : null}
        {forks.count > 0 ? (
          <li>
            <ForkList forks={forks} />
          </li>
        ) : null}
      </ul>
      {paste.tags.length > 0 ? (
        <ul className="paste-tags" aria-label="Tags">
          {paste.tags.map((tag) => (
            <li key={tag}>
              <a className="chip" href={owner ? `/~${encodeURIComponent(owner.username)}?tag=${encodeURIComponent(tag)}` : undefined}>
                {tag}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** How many forks the paste has, opening to the newest of them. */
function ForkList({ forks }: { forks: PasteForks }) {
  const more = forks.count - forks.forks.length;
  return (
    <details className="paste-forks">
      <summary>
        {forks.count} {forks.count === 1 ? "fork" : "forks"}
      </summary>
      <ul>
        {forks.forks.map((fork) => (
          <li key={fork.id}>
            <a href={`/${fork.id}`}>{fork.title || fork.id}</a> by {fork.owner ?? "anonymous"}
          </li>
        ))}
        {more > 0 ? <li>and {more} more</li> : null}
      </ul>
    </details>
  );
}
