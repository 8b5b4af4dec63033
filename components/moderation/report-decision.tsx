import { ConfirmedDecisions, type DecisionChoice } from "@/components/moderation/confirmed-decisions";

/** The queue's decisions on a reported paste, each confirmed with a note for the audit log. */
export function ReportDecision({
  pasteId,
  title,
  quarantined,
  owner,
}: {
  pasteId: string;
  title: string;
  quarantined: boolean;
  /** The owner's account when it may be disabled (an owner that is not disabled yet). */
  owner: string | null;
}) {
  const path = `/api/v3/pastes/${pasteId}/reports/decision`;
  const quarantine: DecisionChoice = {
    button: "Quarantine",
    label: `Quarantine ${title}`,
    title: "Quarantine this paste?",
    confirm: "Quarantine paste",
    done: "Paste quarantined",
    explain:
      "Everyone but its owner and the admins is told it is under review (451), on every page and API; its owner sees your note. Its reports stay open until you dismiss them (which releases it) or delete it.",
    path,
    body: { decision: "quarantine" },
  };
  const dismiss: DecisionChoice = {
    button: "Dismiss",
    label: `Dismiss the reports of ${title}`,
    title: "Dismiss these reports?",
    confirm: "Dismiss reports",
    done: "Reports dismissed",
    explain: "The paste stays as it is, released from quarantine if it was held back; its open reports are closed.",
    path,
    body: { decision: "dismiss" },
  };
  const disableOwner: DecisionChoice | null = owner
    ? {
        button: "Disable owner",
        label: `Disable ${owner}, the owner of ${title}`,
        title: "Disable the owner's account?",
        confirm: "Disable account",
        done: "Owner disabled",
        explain:
          "Nobody can sign in to the account, its sessions and access tokens stop working, and all its pastes are quarantined. Enabling it again (Accounts, or npm run admin -- enable) releases them.",
        danger: true,
        path,
        body: { decision: "disable-owner" },
      }
    : null;
  const remove: DecisionChoice = {
    button: "Delete paste",
    label: `Delete ${title}`,
    title: "Delete this paste?",
    confirm: "Delete paste",
    done: "Paste deleted",
    explain: "The paste, its history and its reports are removed for good; its text cannot be posted again. This cannot be undone.",
    danger: true,
    path,
    body: { decision: "delete" },
  };
  const choices = [quarantined ? null : quarantine, dismiss, disableOwner, remove].filter(
    (choice): choice is DecisionChoice => choice !== null,
  );
  return <ConfirmedDecisions choices={choices} />;
}
