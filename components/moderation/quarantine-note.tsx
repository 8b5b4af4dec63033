import { RelativeTime } from "@/components/ui/relative-time";

/**
 * What the owner and the admins see on a paste the moderators hold back (lib/moderation/
 * quarantine.ts): that nobody else can, since when, and the moderator's note.
 */
export function QuarantineNote({ quarantine, viewerIsOwner }: { quarantine: { since: Date; note: string }; viewerIsOwner: boolean }) {
  return (
    <div className="quarantine-note" role="status">
      <p>
        <strong>Under review</strong> · quarantined <RelativeTime date={quarantine.since} />.{" "}
        {viewerIsOwner
          ? "It was reported, and the moderators of this instance hide it while they review it: only you and they can see it."
          : "Only its owner and the admins can see it; everyone else is told it is under review (451)."}
      </p>
      {quarantine.note ? <p className="quarantine-reason">Moderator&apos;s note: {quarantine.note}</p> : null}
    </div>
  );
}
