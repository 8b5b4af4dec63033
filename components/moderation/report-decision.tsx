import { ConfirmedDecisions, type DecisionChoice } from "@/components/moderation/confirmed-decisions";
import type { ReportChoice } from "@/lib/moderation/report-choices";

/** A decision's words, besides where it is sent (the same request for every one of them). */
type DecisionWords = Omit<DecisionChoice, "path" | "body">;

/** What each decision says and asks; "release" is a dismiss with no reports to close. */
const DECISIONS: Record<ReportChoice, { decision: string; words: (title: string, owner: string | null) => DecisionWords }> = {
  quarantine: {
    decision: "quarantine",
    words: (title) => ({
      button: "Quarantine",
      label: `Quarantine ${title}`,
      title: "Quarantine this paste?",
      confirm: "Quarantine paste",
      done: "Paste quarantined",
      explain:
        "Everyone but its owner and the admins is told it is under review (451), on every page and API; its owner sees your note. Its reports stay open until you dismiss them (which releases it) or delete it.",
    }),
  },
  dismiss: {
    decision: "dismiss",
    words: (title) => ({
      button: "Dismiss",
      label: `Dismiss the reports of ${title}`,
      title: "Dismiss these reports?",
      confirm: "Dismiss reports",
      done: "Reports dismissed",
      explain: "The paste stays as it is, released from quarantine if it was held back; its open reports are closed.",
    }),
  },
  release: {
    decision: "dismiss",
    words: (title) => ({
      button: "Release",
      label: `Release ${title}`,
      title: "Release this paste?",
      confirm: "Release paste",
      done: "Paste released",
      explain: "Everyone who may see it sees it again; it has no open reports to close.",
    }),
  },
  "disable-owner": {
    decision: "disable-owner",
    words: (title, owner) => ({
      button: "Disable owner",
      label: `Disable ${owner ?? "the owner"}, the owner of ${title}`,
      title: "Disable the owner's account?",
      confirm: "Disable account",
      done: "Owner disabled",
      explain:
        "Nobody can sign in to the account, its sessions and access tokens stop working, and all its pastes are quarantined. Enabling it again (Accounts, or npm run admin -- enable) releases them.",
      danger: true,
    }),
  },
  delete: {
    decision: "delete",
    words: (title) => ({
      button: "Delete paste",
      label: `Delete ${title}`,
      title: "Delete this paste?",
      confirm: "Delete paste",
      done: "Paste deleted",
      explain: "The paste, its history and its reports are removed for good; its text cannot be posted again. This cannot be undone.",
      danger: true,
    }),
  },
};

/**
 * The queue's decisions on a paste, each confirmed with a note for the audit log: only those that
 * can work on it (lib/moderation/report-choices.ts).
 */
export function ReportDecision({
  pasteId,
  title,
  owner,
  offered,
}: {
  pasteId: string;
  title: string;
  /** The owner's name, for the words of *Disable owner*. */
  owner: string | null;
  offered: readonly ReportChoice[];
}) {
  const path = `/api/v3/pastes/${pasteId}/reports/decision`;
  const choices = offered.map((choice) => ({
    ...DECISIONS[choice].words(title, owner),
    path,
    body: { decision: DECISIONS[choice].decision },
  }));
  return <ConfirmedDecisions choices={choices} />;
}
