import { createHash } from "node:crypto";
import type { Caller } from "../auth/caller";
import { db } from "../db/client";
import { withUniqueId } from "../db/unique-id";
import { isUniqueViolationOn } from "../db/unique-violation";
import { addressKey } from "../http/client-address";
import { currentClientAddress } from "../http/request-context";
import { readablePaste } from "../pastes/access";
import { activeLink } from "../share-links/access";
import { spendReportOfAddress, spendReportOfPaste } from "../rate-limit/reports";
import { quarantineIfReportedEnough } from "./auto-quarantine";
import type { ReportInput } from "./schema";
import { moderatorsListen, notifyModerators } from "./webhook";

// Reports of pastes by their readers (POST /api/v3/pastes/:id/reports, and POST /s/:secret/report
// from a share-link page). A reporter sees their report's reference and nothing else: not whether
// others reported it, nor what came of it.

export interface FiledReport {
  reference: string;
  /** False when this reporter had reported the paste before: the answer is that report's reference. */
  isNew: boolean;
}

/** Who reported it, by account and by address. */
interface Reporter {
  key: string;
  address: string;
}

/**
 * Who reports: a signed-in user by their account, anyone else by their address (as the rate
 * limits count it, an IPv6 client by its /64), kept only as a hash: the queue needs to tell
 * reporters apart, not to know them. The address is kept for users too, as automatic quarantine
 * counts one reporter per address (auto-quarantine.ts).
 */
function reporter(caller: Caller, clientAddress: string | undefined): Reporter {
  const address = createHash("sha256")
    .update(`myst-report:${clientAddress ? addressKey(clientAddress) : "unknown"}`)
    .digest("hex");
  return { key: caller.kind === "user" ? `user:${caller.user.id}` : `address:${address}`, address };
}

export async function fileReport(caller: Caller, pasteId: string, input: ReportInput): Promise<FiledReport> {
  const clientAddress = currentClientAddress();
  // Spent before the paste is looked up, so a refusal cannot tell a missing paste from one that exists.
  await spendReportOfAddress(clientAddress);
  // Whoever may read the paste through the API may report it; someone else's private paste is a
  // 404 like a missing one. Only looked at: a burn-after-reading paste is not consumed.
  const paste = await readablePaste(caller, pasteId, { pasties: false });
  return recordReport(paste.id, reporter(caller, clientAddress), input);
}

/**
 * A report by the holder of a share link (POST /s/:secret/report): the link is their right to
 * read the private paste, so it is their right to report it. Looking at the link spends none of
 * its views; a link that no longer opens the paste is a 404 like any missing paste.
 */
export async function fileReportThroughShareLink(caller: Caller, secret: string, input: ReportInput): Promise<FiledReport> {
  const clientAddress = currentClientAddress();
  await spendReportOfAddress(clientAddress);
  const link = await activeLink(secret);
  return recordReport(link.pasteId, reporter(caller, clientAddress), input);
}

async function recordReport(pasteId: string, { key, address }: Reporter, input: ReportInput): Promise<FiledReport> {
  const earlier = await findReport(pasteId, key);
  if (earlier) return { reference: earlier, isNew: false };
  await spendReportOfPaste(pasteId);
  try {
    const { id } = await withUniqueId((id) =>
      db().pasteReport.create({
        data: {
          id,
          pasteId,
          reporterKey: key,
          reporterAddress: address,
          reason: input.reason,
          details: input.details,
          contact: input.contact,
        },
        select: { id: true },
      }),
    );
    await afterNewReport(pasteId, id, input);
    return { reference: id, isNew: true };
  } catch (error) {
    // The same reporter's concurrent report was written first: theirs stands.
    const written =
      isUniqueViolationOn(error, "reporter_key") || isUniqueViolationOn(error, "reporterKey") ? await findReport(pasteId, key) : null;
    if (written) return { reference: written, isNew: false };
    throw error;
  }
}

/** Holds the paste back by itself if enough people reported it (auto-quarantine.ts), and tells the operator. */
async function afterNewReport(pasteId: string, reference: string, input: ReportInput): Promise<void> {
  const quarantineNote = await quarantineIfReportedEnough(pasteId);
  if (!moderatorsListen()) return;
  const openReports = await db().pasteReport.count({ where: { pasteId, closedAt: null } });
  notifyModerators({
    event: "report.created",
    pasteId,
    report: { reference, reason: input.reason, details: input.details ?? null },
    openReports,
  });
  if (quarantineNote !== null) notifyModerators({ event: "paste.quarantined", pasteId, openReports, note: quarantineNote });
}

async function findReport(pasteId: string, key: string): Promise<string | null> {
  const report = await db().pasteReport.findUnique({ where: { pasteId_reporterKey: { pasteId, reporterKey: key } }, select: { id: true } });
  return report?.id ?? null;
}
