// Which of the queue's decisions can work on a paste (the report queue's and the pastes page's
// buttons), decided once here so no button is offered that decisions.ts then refuses — as
// lib/pastes/paste-actions.ts does for a paste's toolbar. It follows decideReports' refusals:
// dismissing needs open reports or a quarantine to lift (else 404), disabling needs an owner
// who is neither disabled nor an admin (400, 403), and an admin deletes only a public paste
// (lib/pastes/access.ts isModeratorDelete).

/** What the buttons ask of POST /api/v3/pastes/:id/reports/decision; "release" is a dismiss with no reports to close. */
export type ReportChoice = "quarantine" | "dismiss" | "release" | "disable-owner" | "delete";

export interface ReportChoiceFacts {
  openReports: number;
  quarantined: boolean;
  private: boolean;
  /** Null for an anonymous paste, or where the page leaves disabling accounts to the accounts page. */
  owner: { disabled: boolean; isAdmin: boolean } | null;
}

/** The decisions that can work on this paste, in the order the buttons show them. */
export function reportChoices(paste: ReportChoiceFacts): ReportChoice[] {
  const choices: ReportChoice[] = [];
  if (!paste.quarantined) choices.push("quarantine");
  if (paste.openReports > 0) choices.push("dismiss");
  else if (paste.quarantined) choices.push("release");
  if (paste.owner && !paste.owner.disabled && !paste.owner.isAdmin) choices.push("disable-owner");
  if (!paste.private) choices.push("delete");
  return choices;
}
