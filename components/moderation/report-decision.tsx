import { useTranslations } from "next-intl";
import { ConfirmedDecisions } from "@/components/moderation/confirmed-decisions";
import type { ReportChoice } from "@/lib/moderation/report-choices";

/** The decision each choice sends; "release" is a dismiss with no reports to close. */
const DECISIONS: Record<ReportChoice, string> = {
  quarantine: "quarantine",
  dismiss: "dismiss",
  release: "dismiss",
  "disable-owner": "disable-owner",
  delete: "delete",
};

/** The choices that are dangerous: their buttons and confirmations are red. */
const DANGEROUS: ReadonlySet<ReportChoice> = new Set(["disable-owner", "delete"]);

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
  /** The owner's name, for the words of *Disable owner* (offered only for a paste that has one). */
  owner: string | null;
  offered: readonly ReportChoice[];
}) {
  const t = useTranslations("admin.decisions");
  const path = `/api/v3/pastes/${pasteId}/reports/decision`;
  const choices = offered.map((choice) => ({
    button: t(`${choice}.button`),
    label: t(`${choice}.label`, { title, owner: owner ?? "" }),
    title: t(`${choice}.title`),
    confirm: t(`${choice}.confirm`),
    done: t(`${choice}.done`),
    explain: t(`${choice}.explain`),
    danger: DANGEROUS.has(choice),
    path,
    body: { decision: DECISIONS[choice] },
  }));
  return <ConfirmedDecisions choices={choices} />;
}
