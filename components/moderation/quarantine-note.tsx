import { RelativeTime } from "@/components/ui/relative-time";
import type { PasteAction } from "@/lib/pastes/paste-actions";

/** What each action is, said of the paste ("it cannot be forked"). */
const done: Record<PasteAction, string> = {
  star: "starred",
  "copy-link": "linked to",
  "qr-code": "shown as a QR code",
  embed: "embedded",
  download: "downloaded",
  clone: "cloned",
  fork: "forked",
  compare: "compared",
  report: "reported",
  edit: "edited",
  pin: "pinned",
  private: "made private",
  tags: "tagged",
  "share-links": "shared by link",
  delete: "deleted",
};

/** "forked, embedded or pinned" */
function orList(words: string[]): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/**
 * What the owner and the admins see on a paste the moderators hold back (lib/moderation/
 * quarantine.ts): that nobody else can, since when, the moderator's note, and which of the
 * viewer's actions wait for the review (lib/pastes/paste-actions.ts), so their absence from the
 * toolbar is explained.
 */
export function QuarantineNote({
  quarantine,
  viewerIsOwner,
  withheld,
}: {
  quarantine: { since: Date; note: string };
  viewerIsOwner: boolean;
  withheld: PasteAction[];
}) {
  return (
    <div className="quarantine-note" role="status">
      <p>
        <strong>Under review</strong> · quarantined <RelativeTime date={quarantine.since} />.{" "}
        {viewerIsOwner
          ? "It was reported, and the moderators of this instance hide it while they review it: only you and they can see it."
          : "Only its owner and the admins can see it; everyone else is told it is under review (451)."}
      </p>
      {withheld.length > 0 ? (
        <p className="quarantine-withheld">
          Until the review ends it cannot be {orList(withheld.map((action) => done[action]))}, so those actions are not offered.
        </p>
      ) : null}
      {quarantine.note ? <p className="quarantine-reason">Moderator&apos;s note: {quarantine.note}</p> : null}
    </div>
  );
}
